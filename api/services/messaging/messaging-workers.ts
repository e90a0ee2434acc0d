import type { AppContext } from '../../core/context.ts';
import { describeError } from '../../core/logger.ts';
import { runOutboxOnce } from './outbox-worker.ts';
import { enqueueMorningAgendas } from './morning-agenda.ts';
import { enqueueDueReminders } from './reminders.ts';

const defaultOutboxIntervalMs = 2_000;
const defaultReminderIntervalMs = 60_000;
/** Waitlist holds last minutes (settings.waitlistHoldMinutes): a quarter-minute late is fine. */
const defaultWaitlistIntervalMs = 15_000;

/** One run of the waitlist job (api/services/waitlist), wired by the composition root: the waitlist books through the bookings, which message. */
export type WaitlistRun = (ctx: AppContext) => Promise<unknown>;

export type MessagingWorkers = { stop: () => Promise<void> };

/** Told of each job and each run, for the instance heartbeat (the composition root wires them). */
export type WorkerHooks = {
  onStart?: (name: string) => void;
  onRun?: (name: string, at: Date, error?: unknown) => void;
};

/** A job on an unref'd interval that never overlaps itself; stop() waits for a run in progress. */
function periodic(ctx: AppContext, hooks: WorkerHooks, name: string, intervalMs: number, job: () => Promise<unknown>) {
  if (intervalMs <= 0) return { stop: async () => {} };
  hooks.onStart?.(name);
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    if (running) return;
    running = job()
      .then(
        () => hooks.onRun?.(name, ctx.now()),
        (error: unknown) => {
          hooks.onRun?.(name, ctx.now(), error);
          ctx.logger.error(`${name} failed`, describeError(error));
        },
      )
      .finally(() => {
        running = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The outbox sender and the reminder job of this process. Any number of processes may run them on
 * one database: claims and dedupe keys keep every message single. Off by default under NODE_ENV=test,
 * where tests drive them explicitly.
 */
export function startMessagingWorkers(ctx: AppContext, hooks: WorkerHooks = {}, runWaitlist?: WaitlistRun): MessagingWorkers {
  const idle = ctx.config.NODE_ENV === 'test';
  const outboxJob = periodic(
    ctx,
    hooks,
    'outbox worker',
    ctx.config.OUTBOX_WORKER_INTERVAL_MS ?? (idle ? 0 : defaultOutboxIntervalMs),
    () => runOutboxOnce(ctx),
  );
  // The providers' morning agendas ride on the reminder job: both look at the clock once a minute.
  const reminderJob = periodic(
    ctx,
    hooks,
    'reminder job',
    ctx.config.REMINDER_INTERVAL_MS ?? (idle ? 0 : defaultReminderIntervalMs),
    async () => {
      await enqueueDueReminders(ctx);
      await enqueueMorningAgendas(ctx);
    },
  );
  const waitlistJob = periodic(ctx, hooks, 'waitlist job', runWaitlist && !idle ? defaultWaitlistIntervalMs : 0, () =>
    runWaitlist ? runWaitlist(ctx) : Promise.resolve(),
  );
  return {
    stop: async () => {
      await Promise.all([outboxJob.stop(), reminderJob.stop(), waitlistJob.stop()]);
    },
  };
}
