import { sql } from 'drizzle-orm';
import { executeRows } from '#db/client.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import { addDays, istToInstant } from '../lib/time-zone.ts';

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
    ? isDateOnly(query.to) ? istToInstant(addDays(query.to, 1)) : new Date(query.to)
    : new Date(from.getTime() + defaultSlotWindowDays * dayMs);
  // A date `to` names its whole day, so compare `from` with where that day starts.
  const toAsGiven = query.to && isDateOnly(query.to) ? istToInstant(query.to) : to;
  if (from.getTime() > toAsGiven.getTime()) {
    throw new AppError('invalid_request', { message: '`from` must not be after `to`.', issues: [{ path: 'from', message: 'After to' }] });
  }
  if (to.getTime() - from.getTime() > maxSlotWindowDays * dayMs) {
    throw new AppError('invalid_request', { message: `At most ${maxSlotWindowDays} days of slots per request.`, issues: [{ path: 'to', message: 'Window too long' }] });
  }
  return { from, to };
}

type SlotRow = { id: string | null; starts_at: string | null; ends_at: string | null; ist_date: string | null; ist_time: string | null };

/**
 * Postgres formats the instants (ISO, UTC) and the IST date and time itself: parsing and
 * formatting dates in JavaScript was half the cost of this route, the hottest read we have.
 */
const isoFormat = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/**
 * Free future slots of a listed provider, by start. One indexed query (time_slots_free_idx):
 * no row at all means the provider is unknown or unlisted, or the service is not theirs (404);
 * one row of nulls means a listed provider with no free slot in the window.
 */
export async function listFreeSlots(ctx: Pick<AppContext, 'db' | 'now'>, query: SlotQuery): Promise<SlotView[]> {
  const now = ctx.now();
  const { from, to } = resolveSlotWindow(query, now);
  const serviceCheck = query.serviceId
    ? sql`and exists (select 1 from services s where s.id = ${query.serviceId}::uuid and s.provider_id = p.id and s.approval = 'approved' and s.is_active)`
    : sql``;
  const rows = await executeRows<SlotRow>(ctx.db, sql`
    select t.id,
      to_char(t.starts_at at time zone 'UTC', ${isoFormat}) as starts_at,
      to_char(t.ends_at at time zone 'UTC', ${isoFormat}) as ends_at,
      to_char(t.starts_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as ist_date,
      to_char(t.starts_at at time zone 'Asia/Kolkata', 'HH24:MI') as ist_time
    from providers p
    join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
    left join lateral (
      select ts.id, ts.starts_at, ts.ends_at from time_slots ts
      where ts.provider_id = p.id and ts.is_available
        and ts.starts_at >= ${from.toISOString()}::timestamptz
        and ts.starts_at > ${now.toISOString()}::timestamptz
        and ts.starts_at < ${to.toISOString()}::timestamptz
      order by ts.starts_at
    ) t on true
    where p.id = ${query.providerId}::uuid and p.verification = 'verified' ${serviceCheck}
    order by t.starts_at`);
  if (rows.length === 0) {
    throw new AppError('not_found', { message: query.serviceId ? 'Provider or service not found.' : 'Provider not found.' });
  }
  return rows.flatMap(toSlotViews);
}

function toSlotViews(row: SlotRow): SlotView[] {
  if (row.id === null || row.starts_at === null || row.ends_at === null || row.ist_date === null || row.ist_time === null) return [];
  return [{ id: row.id, startsAt: row.starts_at, endsAt: row.ends_at, date: row.ist_date, time: row.ist_time }];
}
