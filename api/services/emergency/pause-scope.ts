import { and, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import { activeBookingStatuses, bookings, providers, type CategoryId } from '#db/schema/index.ts';
import { AppError } from '../../core/errors.ts';
import { sameCity } from '../bookings/paused-scope.ts';

/** What a pause covers. */
export type PauseScope =
  | { scope: 'provider'; providerId: string }
  | { scope: 'category_city'; category: CategoryId; city: string }
  | { scope: 'city'; city: string };

export type PausePeriod = { from: Date; to: Date };

const day = 86_400_000;
/** A pause is for a bad day or week, not a way to close a city for good. */
export const maxDaysAhead = 30;

/** The period's rules against the clock: it ends after it starts, not in the past, and at most 30 days ahead. */
export function checkPeriod(period: PausePeriod, now: Date): void {
  const issue = (path: string, message: string) => new AppError('invalid_request', { message, issues: [{ path, message }] });
  if (period.to.getTime() <= period.from.getTime()) throw issue('to', 'The end must be after the start.');
  if (period.to.getTime() <= now.getTime()) throw issue('to', 'The pause would already be over.');
  if (period.to.getTime() > now.getTime() + maxDaysAhead * day) throw issue('to', `A pause ends at most ${maxDaysAhead} days ahead.`);
}

/** The providers a scope covers, as a condition on `providers`. */
export function providersIn(scope: PauseScope): SQL | undefined {
  if (scope.scope === 'provider') return eq(providers.id, scope.providerId);
  if (scope.scope === 'city') return sameCity(providers.city, scope.city);
  return and(eq(providers.category, scope.category), sameCity(providers.city, scope.city));
}

/** Active bookings of the scope's providers that have not started and overlap the period. */
export function affectedBookingsWhere(scope: PauseScope, period: PausePeriod, now: Date): SQL | undefined {
  return and(
    providersIn(scope),
    inArray(bookings.status, [...activeBookingStatuses]),
    gt(bookings.startsAt, now),
    lt(bookings.startsAt, period.to),
    gt(bookings.endsAt, period.from),
  );
}
