import { and, asc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { activeBookingStatuses, bookings, providerTimeOff } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { addDays, istDate, istToInstant } from '../../core/time-zone.ts';
import { regenerateProviderSlots } from '../availability/slot-regeneration.ts';
import { ownProvider } from './own-provider.ts';
import { selectProviderBookings, type ProviderBookingView } from './provider-bookings.ts';

/**
 * Time off as a provider gives it, in IST: whole days `from`…`to`, or part of a day with
 * `fromTime` on the first day and `toTime` on the last.
 */
export type TimeOffInput = {
  from: string;
  to: string;
  fromTime?: number | undefined;
  toTime?: number | undefined;
  reason?: string | null | undefined;
};

export type TimeOffView = {
  id: string;
  startsAt: string;
  endsAt: string;
  reason: string | null;
  /** The active bookings inside it: the provider cancels them (with a reason) or keeps them. */
  bookings: ProviderBookingView[];
};

/** Time off is planned at most this many days ahead. */
const timeOffDaysAhead = 366;
/** At most this many periods of time off ahead; a provider plans weeks, not years. */
const timeOffLimit = 100;

export function instantsOf(input: TimeOffInput): { startsAt: Date; endsAt: Date } {
  const startsAt = istToInstant(input.from, input.fromTime ?? 0);
  const endsAt = input.toTime === undefined ? istToInstant(addDays(input.to, 1)) : istToInstant(input.to, input.toTime);
  return { startsAt, endsAt };
}

function bookingsInside(db: Db, providerId: string, range: { startsAt: Date; endsAt: Date }): Promise<ProviderBookingView[]> {
  return selectProviderBookings(db, {
    providerId,
    where: and(
      inArray(bookings.status, [...activeBookingStatuses]),
      lt(bookings.startsAt, range.endsAt),
      gt(bookings.endsAt, range.startsAt),
    ),
    order: 'soonest',
  });
}

async function toView(db: Db, providerId: string, row: typeof providerTimeOff.$inferSelect): Promise<TimeOffView> {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    reason: row.reason,
    bookings: await bookingsInside(db, providerId, row),
  };
}

/** The signed-in provider's time off that has not ended, soonest first, each with the bookings inside. */
export async function listTimeOff(ctx: AppContext, userId: string): Promise<TimeOffView[]> {
  const provider = await ownProvider(ctx, userId);
  const rows = await ctx.db
    .select()
    .from(providerTimeOff)
    .where(and(eq(providerTimeOff.providerId, provider.id), gt(providerTimeOff.endsAt, ctx.now())))
    .orderBy(asc(providerTimeOff.startsAt))
    .limit(timeOffLimit);
  return Promise.all(rows.map((row) => toView(ctx.db, provider.id, row)));
}

/**
 * Adds time off: the free slots inside it go at once; bookings inside it stay and are listed in
 * the answer, never cancelled silently — the provider cancels them with a reason or keeps them.
 */
export async function addTimeOff(ctx: AppContext, userId: string, input: TimeOffInput): Promise<TimeOffView> {
  const provider = await ownProvider(ctx, userId);
  const range = instantsOf(input);
  if (range.endsAt.getTime() <= range.startsAt.getTime()) {
    throw new AppError('invalid_request', {
      message: 'Time off must end after it starts.',
      issues: [{ path: 'toTime', message: 'Before the start' }],
    });
  }
  const today = istDate(ctx.now());
  if (input.from < today) {
    throw new AppError('invalid_request', {
      message: 'Time off cannot start before today.',
      issues: [{ path: 'from', message: 'In the past' }],
    });
  }
  if (input.to > addDays(today, timeOffDaysAhead)) {
    throw new AppError('invalid_request', {
      message: 'Time off can be planned up to a year ahead.',
      issues: [{ path: 'to', message: 'Too far ahead' }],
    });
  }
  if (range.endsAt.getTime() <= ctx.now().getTime()) {
    throw new AppError('invalid_request', { message: 'This time off is already over.', issues: [{ path: 'to', message: 'In the past' }] });
  }
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(providerTimeOff)
      .values({ providerId: provider.id, ...range, reason: input.reason ?? null })
      .returning();
    await regenerateProviderSlots(ctx, tx, [provider.id]);
    return toView(tx, provider.id, row!);
  });
}

/** Removes time off; the slots its days would have had come back. Someone else's is a 404. */
export async function removeTimeOff(ctx: AppContext, userId: string, timeOffId: string): Promise<void> {
  const provider = await ownProvider(ctx, userId);
  await ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(providerTimeOff)
      .where(and(eq(providerTimeOff.id, timeOffId), eq(providerTimeOff.providerId, provider.id)))
      .returning({ id: providerTimeOff.id });
    if (removed.length === 0) throw new AppError('not_found', { message: 'Time off not found.' });
    await regenerateProviderSlots(ctx, tx, [provider.id]);
  });
}
