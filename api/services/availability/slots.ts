import { findProviderFreeSlots, type ProviderFreeSlotRow } from '#db/queries/open-slots.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { addDays, istToInstant } from '../../core/time-zone.ts';

/** Without `to`, slots of the next 14 days; no request may span more than 31. */
export const defaultSlotWindowDays = 14;
export const maxSlotWindowDays = 31;
const dayMs = 86_400_000;

export type SlotView = { id: string; startsAt: string; endsAt: string; date: string; time: string };

export type SlotQuery = {
  providerId: string;
  /** ISO datetime with offset, or an IST date YYYY-MM-DD (from its start). */
  from?: string | undefined;
  /** ISO datetime with offset, or an IST date YYYY-MM-DD (to its end, inclusive). */
  to?: string | undefined;
  serviceId?: string | undefined;
};

const isDateOnly = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * Turns the requested window into instants: IST dates cover whole IST days, the default is
 * now → +14 days, and more than 31 days or `from` after `to` is a 400.
 */
export function resolveSlotWindow(query: Pick<SlotQuery, 'from' | 'to'>, now: Date): { from: Date; to: Date } {
  const from = query.from ? (isDateOnly(query.from) ? istToInstant(query.from) : new Date(query.from)) : now;
  const to = query.to
    ? isDateOnly(query.to)
      ? istToInstant(addDays(query.to, 1))
      : new Date(query.to)
    : new Date(from.getTime() + defaultSlotWindowDays * dayMs);
  // A date `to` names its whole day, so compare `from` with where that day starts.
  const toAsGiven = query.to && isDateOnly(query.to) ? istToInstant(query.to) : to;
  if (from.getTime() > toAsGiven.getTime()) {
    throw new AppError('invalid_request', { message: '`from` must not be after `to`.', issues: [{ path: 'from', message: 'After to' }] });
  }
  if (to.getTime() - from.getTime() > maxSlotWindowDays * dayMs) {
    throw new AppError('invalid_request', {
      message: `At most ${maxSlotWindowDays} days of slots per request.`,
      issues: [{ path: 'to', message: 'Window too long' }],
    });
  }
  return { from, to };
}

/**
 * Free future slots of a listed provider, by start (the SQL is `findProviderFreeSlots`): no row
 * at all means the provider is unknown or unlisted, or the service is not theirs (404).
 */
export async function listFreeSlots(ctx: Pick<AppContext, 'db' | 'now'>, query: SlotQuery): Promise<SlotView[]> {
  const now = ctx.now();
  const { from, to } = resolveSlotWindow(query, now);
  const rows = await findProviderFreeSlots(ctx.db, { providerId: query.providerId, serviceId: query.serviceId, from, to, now });
  if (rows.length === 0) {
    throw new AppError('not_found', { message: query.serviceId ? 'Provider or service not found.' : 'Provider not found.' });
  }
  return rows.flatMap(toSlotViews);
}

function toSlotViews(row: ProviderFreeSlotRow): SlotView[] {
  if (row.id === null || row.starts_at === null || row.ends_at === null || row.ist_date === null || row.ist_time === null) return [];
  return [{ id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, date: row.ist_date, time: row.ist_time }];
}
