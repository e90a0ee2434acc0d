import { and, asc, eq, inArray, like, lt, lte, ne, notInArray, or, sql } from 'drizzle-orm';
import { outbox } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { sendEmailMessage } from './email-transport.ts';
import { sendTwilioMessage, type SendOutcome } from './twilio-rest.ts';

export type OutboxRow = typeof outbox.$inferSelect;
export type Deliver = (row: OutboxRow) => Promise<SendOutcome>;

export type OutboxRunOptions = {
  /** Rows claimed per run. */
  batchSize?: number;
  /** How long a claim holds; a worker that dies mid-send frees its rows after this. */
  lockMs?: number;
};

export type OutboxRunSummary = { claimed: number; sent: number; retried: number; failed: number; optedOut: number };

const defaultBatch = 20;
const defaultLockMs = 60_000;
/** mailer.ts sends an e-mail at once after writing its row; the worker only picks up what that missed. */
const emailGraceMs = 2 * 60_000;
/** Messages sent even to a client who wrote STOP: codes they asked for, and answers to what they just wrote. */
const exemptFromOptOut = ['otp', 'agent_reply'];

/** 30 s, 1 min, 2 min … capped at an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(attempts - 1, 0), 3_600_000);
}

export function deliverWith(ctx: AppContext): Deliver {
  return (row) =>
    row.channel === 'email'
      ? sendEmailMessage(ctx.config, row)
      : sendTwilioMessage(ctx.config, {
          channel: row.channel,
          to: row.to,
          body: row.body,
          contentSid: row.contentSid,
          contentVariables: row.contentVariables,
        });
}

/** Pending messages to a client who opted out are closed with a visible reason instead of sent. */
async function cancelOptedOut(ctx: AppContext, now: Date): Promise<number> {
  const rows = await ctx.db
    .update(outbox)
    .set({ status: 'cancelled', lastError: 'recipient opted out (STOP)', updatedAt: now })
    .where(
      and(
        eq(outbox.status, 'pending'),
        lte(outbox.sendAt, now),
        ne(outbox.channel, 'email'),
        notInArray(outbox.kind, exemptFromOptOut),
        sql`exists (select 1 from profiles p join "user" u on u.id = p.user_id
        where p.messaging_opt_out and (p.user_id = ${outbox.userId} or u.phone_number = ${outbox.to}))`,
      ),
    )
    .returning({ id: outbox.id });
  return rows.length;
}

/**
 * A reminder queued before its booking was cancelled or moved is closed, not sent. Its dedupe key
 * ends with the start (epoch ms) it was written for (see reminders.ts).
 */
async function cancelStaleReminders(ctx: AppContext, now: Date): Promise<void> {
  await ctx.db
    .update(outbox)
    .set({ status: 'cancelled', lastError: 'booking cancelled or moved', updatedAt: now })
    .where(
      and(
        eq(outbox.status, 'pending'),
        like(outbox.kind, 'reminder_%'),
        sql`exists (select 1 from bookings b where b.id = ${outbox.bookingId} and (b.status <> 'confirmed'
        or split_part(${outbox.dedupeKey}, ':', 3) <> floor(extract(epoch from b.starts_at) * 1000)::bigint::text))`,
      ),
    );
}

/**
 * Claims due rows in one statement: `FOR UPDATE SKIP LOCKED` lets several workers on one database
 * take disjoint rows; the claim marks them `sending` until `lockedUntil`, so a crashed worker's
 * rows come back, and counts the attempt before the send.
 */
async function claimDue(ctx: AppContext, now: Date, options: Required<OutboxRunOptions>): Promise<OutboxRow[]> {
  const due = ctx.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        or(and(eq(outbox.status, 'pending'), lte(outbox.sendAt, now)), and(eq(outbox.status, 'sending'), lt(outbox.lockedUntil, now))),
        // Booking e-mails are written by the booking's transaction and sent only from here.
        or(
          ne(outbox.channel, 'email'),
          like(outbox.kind, 'booking_%'),
          sql`${outbox.attempts} > 0`,
          lt(outbox.createdAt, new Date(now.getTime() - emailGraceMs)),
        ),
      ),
    )
    .orderBy(asc(outbox.sendAt), asc(outbox.createdAt))
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  return ctx.db
    .update(outbox)
    .set({
      status: 'sending',
      lockedUntil: new Date(now.getTime() + options.lockMs),
      attempts: sql`${outbox.attempts} + 1`,
      updatedAt: now,
    })
    .where(inArray(outbox.id, due))
    .returning();
}

async function settle(ctx: AppContext, row: OutboxRow, outcome: SendOutcome): Promise<'sent' | 'retried' | 'failed'> {
  const now = ctx.now();
  const mine = and(eq(outbox.id, row.id), eq(outbox.status, 'sending'));
  if (outcome.ok) {
    await ctx.db
      .update(outbox)
      .set({
        status: 'sent',
        providerMessageId: outcome.providerMessageId,
        sentAt: now,
        lockedUntil: null,
        lastError: null,
        updatedAt: now,
      })
      .where(mine);
    return 'sent';
  }
  const giveUp = !outcome.retryable || row.attempts >= ctx.config.OUTBOX_MAX_ATTEMPTS;
  await ctx.db
    .update(outbox)
    .set(
      giveUp
        ? { status: 'failed', lastError: outcome.error, lockedUntil: null, updatedAt: now }
        : {
            status: 'pending',
            lastError: outcome.error,
            lockedUntil: null,
            sendAt: new Date(now.getTime() + retryDelayMs(row.attempts)),
            updatedAt: now,
          },
    )
    .where(mine);
  ctx.logger.warn('outgoing message not sent', { outboxId: row.id, attempts: row.attempts, giveUp, error: outcome.error });
  return giveUp ? 'failed' : 'retried';
}

/** A transport that throws is a retryable failure, never a row stuck in `sending`. */
async function deliverSafely(deliver: Deliver, row: OutboxRow): Promise<SendOutcome> {
  try {
    return await deliver(row);
  } catch (error) {
    return { ok: false, retryable: true, error: error instanceof Error ? error.message : String(error) };
  }
}

/** One pass of the outbox: close opted-out rows, claim what is due, send each outside any transaction, record the outcome. */
export async function runOutboxOnce(
  ctx: AppContext,
  deliver: Deliver = deliverWith(ctx),
  options: OutboxRunOptions = {},
): Promise<OutboxRunSummary> {
  const now = ctx.now();
  const optedOut = await cancelOptedOut(ctx, now);
  await cancelStaleReminders(ctx, now);
  const rows = await claimDue(ctx, now, { batchSize: options.batchSize ?? defaultBatch, lockMs: options.lockMs ?? defaultLockMs });
  const summary: OutboxRunSummary = { claimed: rows.length, sent: 0, retried: 0, failed: 0, optedOut };
  const outcomes = await Promise.all(rows.map(async (row) => settle(ctx, row, await deliverSafely(deliver, row))));
  for (const outcome of outcomes) summary[outcome] += 1;
  return summary;
}
