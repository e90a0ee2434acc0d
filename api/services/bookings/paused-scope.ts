import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { emergencyPauses, providers } from '#db/schema/index.ts';
import { AppError } from '../../core/errors.ts';

/** What an emergency pause can cover: a provider, a category in a city, or a whole city. */
export type ProviderScope = { providerId: string; category: string; city: string };

/** Cities are typed by admins and providers alike: "chennai " and "Chennai" are one city. */
export function sameCity(column: SQL | typeof providers.city | typeof emergencyPauses.city, city: SQL | string) {
  return sql`lower(trim(${column})) = lower(trim(${city}))`;
}

/** The pauses (not undone) that cover this provider and overlap [startsAt, endsAt). */
function coveringPauses(scope: ProviderScope, startsAt: Date, endsAt: Date) {
  return and(
    isNull(emergencyPauses.endedAt),
    lt(emergencyPauses.startsAt, endsAt),
    gt(emergencyPauses.endsAt, startsAt),
    or(
      and(eq(emergencyPauses.scope, 'provider'), eq(emergencyPauses.providerId, scope.providerId)),
      and(
        eq(emergencyPauses.scope, 'category_city'),
        sql`${emergencyPauses.category}::text = ${scope.category}`,
        sameCity(emergencyPauses.city, scope.city),
      ),
      and(eq(emergencyPauses.scope, 'city'), sameCity(emergencyPauses.city, scope.city)),
    ),
  );
}

function pausedError(pause: { reason: string; endsAt: Date } | undefined, cause?: unknown): AppError {
  // A pause ended between the refusal and this read leaves nothing to quote.
  if (!pause) return new AppError('booking_paused', { cause });
  return new AppError('booking_paused', {
    message: `Bookings are paused here until ${pause.endsAt.toISOString()}: ${pause.reason}`,
    details: { reason: pause.reason, until: pause.endsAt.toISOString() },
    cause,
  });
}

async function coveringPause(db: Db, scope: ProviderScope, slot: { startsAt: Date; endsAt: Date }) {
  const [pause] = await db
    .select({ reason: emergencyPauses.reason, endsAt: emergencyPauses.endsAt })
    .from(emergencyPauses)
    .where(coveringPauses(scope, slot.startsAt, slot.endsAt))
    .limit(1);
  return pause;
}

/**
 * Refuses a booking onto a slot whose time falls in an active emergency pause of its provider,
 * category in the city, or city (409 `booking_paused`, with the pause's reason and end for the
 * page). Inside a booking's transaction, after `holdPauseScopes`: a pause being created is then
 * either committed and seen here, or waits for this transaction and cancels what it wrote.
 */
export async function refusePausedBooking(db: Db, scope: ProviderScope, slot: { startsAt: Date; endsAt: Date }): Promise<void> {
  const pause = await coveringPause(db, scope, slot);
  if (pause) throw pausedError(pause);
}

/** The 409 `booking_paused` for a booking `book_slot` refused (SQLSTATE BM409), with the pause's reason and end. */
export async function explainPausedBooking(
  db: Db,
  scope: ProviderScope,
  slot: { startsAt: Date; endsAt: Date },
  cause: unknown,
): Promise<AppError> {
  return pausedError(await coveringPause(db, scope, slot), cause);
}
