/**
 * When an instance drains the search queue: shortly after a change notification (debounced, so a
 * burst of statements is one drain), on a steady poll in case a notification was lost, and never
 * two drains at once in one process. A failed drain is logged; the queue keeps the work for the next.
 */
import { describeError, type Logger } from '../../../core/logger.ts';

export type DrainScheduler = {
  /** Drains soon (debounced): for change notifications. */
  schedule: () => void;
  /** Drains after any drain under way; resolves to that drain's error (logged), undefined when it succeeded. */
  drainNow: () => Promise<unknown>;
  close: () => Promise<void>;
};

export type DrainSchedulerOptions = {
  drain: () => Promise<unknown>;
  /** Cheap check the poll makes before draining: is anything queued? */
  hasWork: () => Promise<boolean>;
  logger: Logger;
  /** Wait after the first notification of a burst before draining. */
  debounceMs: number;
  /** Poll this often anyway (0: never). */
  pollMs: number;
};

export function createDrainScheduler(options: DrainSchedulerOptions): DrainScheduler {
  const { drain, hasWork, logger, debounceMs, pollMs } = options;
  let closed = false;
  let running: Promise<unknown> | undefined;
  let rerun: Promise<unknown> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const runOnce = async (): Promise<unknown> => {
    try {
      await drain();
      return undefined;
    } catch (error) {
      logger.error('search sync failed; the queue keeps the providers for the next drain', describeError(error));
      return error;
    }
  };
  const drainNow = (): Promise<unknown> => {
    if (closed) return Promise.resolve(undefined);
    if (!running) {
      running = runOnce().finally(() => (running = undefined));
      return running;
    }
    // The drain under way may have taken its batches before the caller's change: one more after it.
    rerun ??= running.then(() => {
      rerun = undefined;
      return drainNow();
    });
    return rerun;
  };
  const schedule = () => {
    if (closed || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void drainNow();
    }, debounceMs);
    timer.unref();
  };
  const poll = async () => {
    if (running || closed) return;
    try {
      if (await hasWork()) await drainNow();
    } catch (error) {
      logger.error('search sync poll failed', describeError(error));
    }
  };
  const poller = pollMs > 0 ? setInterval(() => void poll(), pollMs) : undefined;
  poller?.unref();

  return {
    schedule,
    drainNow,
    close: async () => {
      closed = true;
      clearTimeout(timer);
      clearInterval(poller);
      await rerun;
      await running;
    },
  };
}
