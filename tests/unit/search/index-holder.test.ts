import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '#api/core/logger.ts';
import { createIndexHolder } from '#api/services/catalog/search/index-holder.ts';

function recordingLogger() {
  const lines: string[] = [];
  return { logger: createLogger('debug', (line) => lines.push(line)), lines };
}

/** A loader whose builds finish only when the test releases them, numbering each build. */
function controlledLoader() {
  let builds = 0;
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  const load = () => {
    builds += 1;
    if (builds === 1) return Promise.resolve(1);
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { load, pending, builds: () => builds };
}

describe('createIndexHolder', () => {
  it('swaps in the rebuilt index once it is complete', async () => {
    const loader = controlledLoader();
    const holder = await createIndexHolder({ load: loader.load, logger: recordingLogger().logger });
    const refreshed = holder.refresh();
    expect(holder.current()).toBe(1);
    loader.pending[0]!.resolve(2);
    await refreshed;
    expect(holder.current()).toBe(2);
    await holder.close();
  });

  it('keeps serving the previous index and logs the error when a rebuild fails', async () => {
    const loader = controlledLoader();
    const { logger, lines } = recordingLogger();
    const holder = await createIndexHolder({ load: loader.load, logger });
    const refreshed = holder.refresh();
    loader.pending[0]!.reject(new Error('connection reset'));
    await refreshed;
    expect(holder.current()).toBe(1);
    expect(lines.some((line) => line.includes('rebuild failed') && line.includes('connection reset'))).toBe(true);
    await holder.close();
  });

  it('runs one more build for changes made during a build, however many refreshes ask', async () => {
    const loader = controlledLoader();
    const holder = await createIndexHolder({ load: loader.load, logger: recordingLogger().logger });
    const first = holder.refresh();
    const during = [holder.refresh(), holder.refresh(), holder.refresh()];
    loader.pending[0]!.resolve(2);
    await first;
    await vi.waitFor(() => expect(loader.pending).toHaveLength(2));
    loader.pending[1]!.resolve(3);
    await Promise.all(during);
    expect(loader.builds()).toBe(3);
    expect(holder.current()).toBe(3);
    await holder.close();
  });

  it('debounces a burst of change notifications into one rebuild', async () => {
    let builds = 0;
    const holder = await createIndexHolder({ load: async () => ++builds, logger: recordingLogger().logger, debounceMs: 30 });
    for (let notice = 0; notice < 20; notice++) holder.schedule();
    await vi.waitFor(() => expect(holder.current()).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(builds).toBe(2);
    await holder.close();
  });

  it('leaves a minimum gap between notification-driven rebuilds', async () => {
    const finishedAt: number[] = [];
    const holder = await createIndexHolder({
      load: async () => finishedAt.push(Date.now()),
      logger: recordingLogger().logger,
      debounceMs: 5,
      minGapMs: 300,
    });
    holder.schedule();
    await vi.waitFor(() => expect(finishedAt).toHaveLength(2));
    holder.schedule();
    await vi.waitFor(() => expect(finishedAt).toHaveLength(3), { timeout: 2_000 });
    expect(finishedAt[2]! - finishedAt[1]!).toBeGreaterThanOrEqual(290);
    await holder.close();
  });

  it('fails to start when the first build fails', async () => {
    await expect(
      createIndexHolder({ load: () => Promise.reject(new Error('no database')), logger: recordingLogger().logger }),
    ).rejects.toThrow('no database');
  });
});
