/**
 * Keeps the current search index and rebuilds it: at most one build at a time, changes that
 * arrive during a build cause exactly one more, bursts of change notifications are debounced,
 * and a failed build keeps the previous index (the index is a cache; the database is the truth).
 */
import { describeError, type Logger } from '../../../core/logger.ts';

export type IndexHolder<T> = {
  current: () => T;
  /** Resolves once an index built from data read after this call is in place (or its build failed and was logged). */
  refresh: () => Promise<void>;
  /** Debounced refresh, for change notifications. */
  schedule: () => void;
  close: () => Promise<void>;
};

export type IndexHolderOptions<T> = {
  load: () => Promise<T>;
  logger: Logger;
  /** Quiet time after the last notification before rebuilding. */
  debounceMs?: number;
  /** A steady stream of notifications still rebuilds at least this often. */
  maxWaitMs?: number;
  /** Rebuild this often anyway, in case a notification was lost (0: never). */
  periodicMs?: number;
  /** Notification-driven rebuilds leave at least this much idle time (and twice the last build's time) between builds. */
  minGapMs?: number;
};

/** Builds the first index (failing loudly when that fails) and returns its holder. */
export async function createIndexHolder<T>(options: IndexHolderOptions<T>): Promise<IndexHolder<T>> {
  const { load, logger, debounceMs = 150, maxWaitMs = 2_000, periodicMs = 0, minGapMs = 1_000 } = options;
  let index = await load();
  let closed = false;
  let running: Promise<void> | undefined;
  let rerun: Promise<void> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let firstNoticeAt: number | undefined;
  // A catalogue under constant change must not keep a core busy rebuilding.
  let nextBuildNotBefore = 0;

  const rebuild = async () => {
    const started = Date.now();
    try {
      const next = await load();
      if (!closed) index = next;
    } catch (error) {
      logger.error('search index rebuild failed; still serving the previous index', describeError(error));
    } finally {
      const finished = Date.now();
      nextBuildNotBefore = finished + Math.max(minGapMs, 2 * (finished - started));
    }
  };
  const refresh = (): Promise<void> => {
    if (closed) return Promise.resolve();
    if (!running) {
      running = rebuild().finally(() => (running = undefined));
      return running;
    }
    // The build under way may have read the data before the change: run one more after it.
    rerun ??= running.then(() => {
      rerun = undefined;
      return refresh();
    });
    return rerun;
  };
  const schedule = () => {
    if (closed) return;
    const now = Date.now();
    firstNoticeAt ??= now;
    clearTimeout(timer);
    const debounced = Math.min(debounceMs, Math.max(0, firstNoticeAt + maxWaitMs - now));
    const wait = Math.max(debounced, nextBuildNotBefore - now);
    timer = setTimeout(() => {
      timer = undefined;
      firstNoticeAt = undefined;
      void refresh();
    }, wait);
    timer.unref();
  };
  const periodic = periodicMs > 0 ? setInterval(() => void refresh(), periodicMs).unref() : undefined;

  return {
    current: () => index,
    refresh,
    schedule,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      clearInterval(periodic);
      await rerun;
      await running;
    },
  };
}
