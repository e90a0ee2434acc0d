import type { Db } from '#db/client.ts';
import { getSlotState } from '#db/queries/bookings.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError, pgErrorOf } from '../../core/errors.ts';
import { publishEvents, type AppEvent } from '../events/event-hub.ts';

/** The constraints that make double booking impossible (DESIGN §2); hitting one means someone was faster. */
const slotConstraints = new Set(['bookings_active_slot_uq', 'bookings_no_overlap']);

/** Collects the live events of a change; they are published once it has committed. */
export type EmitEvents = (events: AppEvent[]) => void;

/** 409 `slot_taken` when `error` is a violation of the double-booking constraints; undefined otherwise. */
export function slotConflictOf(error: unknown): AppError | undefined {
  const pg = pgErrorOf(error);
  const isSlotConflict =
    (pg?.code === '23505' || pg?.code === '23P01') && pg.constraint !== undefined && slotConstraints.has(pg.constraint);
  return isSlotConflict ? new AppError('slot_taken', { cause: error }) : undefined;
}

/**
 * Runs a booking change in one transaction, then publishes its live events. A unique
 * violation on the active-slot index or an exclusion violation on the provider's time
 * ranges becomes 409 `slot_taken`, never a 500.
 */
export async function inBookingTransaction<T>(ctx: AppContext, run: (tx: Db, emit: EmitEvents) => Promise<T>): Promise<T> {
  const events: AppEvent[] = [];
  let result: T;
  try {
    result = await ctx.db.transaction((tx) => run(tx, (more) => events.push(...more)));
  } catch (error) {
    throw slotConflictOf(error) ?? error;
  }
  await publishEvents(ctx, events);
  return result;
}

/**
 * Explains why a conditional slot update found nothing: unknown (404), another provider's
 * slot when one was expected (400), in the past (409 `slot_unavailable`), held by an active
 * booking (409 `slot_taken`), or blocked by the provider (409 `slot_unavailable`).
 */
export async function explainUntakenSlot(
  tx: Db,
  { slotId, now, providerId }: { slotId: string; now: Date; providerId?: string },
): Promise<AppError> {
  const slot = await getSlotState(tx, { slotId });
  if (!slot) return new AppError('not_found', { message: 'Slot not found.' });
  if (providerId && slot.providerId !== providerId) {
    return new AppError('invalid_request', { message: 'The new slot must be with the same provider.' });
  }
  if (slot.startsAt.getTime() <= now.getTime()) return new AppError('slot_unavailable', { message: 'This slot has already started.' });
  if (slot.booked) return new AppError('slot_taken');
  return new AppError('slot_unavailable');
}
