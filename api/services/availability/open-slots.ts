import { findOpenSlots, firstOpenSlotDate, type OpenSlotFilter, type OpenSlotRow } from '#db/queries/open-slots.ts';
import type { CategoryId } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { addDays, istDate, istToInstant } from '../../core/time-zone.ts';

export type TimeWindow = 'morning' | 'afternoon' | 'evening' | 'night';

/** IST minutes after midnight that each part of the day covers. */
export const timeWindowMinutes: Record<TimeWindow, { start: number; end: number }> = {
  morning: { start: 5 * 60, end: 12 * 60 },
  afternoon: { start: 12 * 60, end: 16 * 60 },
  evening: { start: 16 * 60, end: 20 * 60 },
  night: { start: 20 * 60, end: 24 * 60 },
};

/** How far ahead to look when the asked day is full or no day was named. */
export const lookAheadDays = 14;
export const defaultOpenSlotLimit = 5;
/** How far from the wished time the first look reaches, in minutes either side. */
const nearMinutes = 120;

export type OpenSlotQuery = {
  providerId?: string | undefined;
  serviceId?: string | undefined;
  category?: CategoryId | undefined;
  /** IST date, YYYY-MM-DD. */
  date?: string | undefined;
  /** IST wall-clock time, HH:MM: nearest first. */
  time?: string | undefined;
  timeWindow?: TimeWindow | undefined;
  limit?: number | undefined;
} & Pick<OpenSlotFilter, 'city' | 'area' | 'maxPricePaise' | 'language' | 'providerIds' | 'serviceIds' | 'sort'>;

export type OpenSlot = {
  slotId: string;
  startsAt: string;
  date: string;
  time: string;
  provider: { id: string; name: string; category: CategoryId; city: string; area: string | null; rating: number };
  service: { id: string; name: string; pricePaise: number; durationMinutes: number } | null;
};

export type OpenSlots = {
  /** The IST day the slots are on (the asked day, or the first day with a free slot after it). */
  date: string | null;
  /** True when the asked day had nothing and `date` is a later one. */
  movedFromAskedDate: boolean;
  /** The slot at exactly the asked time, when there is one. */
  exact: OpenSlot | null;
  slots: OpenSlot[];
};

const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

function toOpenSlot(row: OpenSlotRow): OpenSlot {
  return {
    slotId: row.slot_id,
    startsAt: new Date(row.starts_at).toISOString(),
    date: row.ist_date,
    time: row.ist_time,
    provider: {
      id: row.provider_id,
      name: row.provider_name,
      category: row.category,
      city: row.city,
      area: row.area,
      rating: Number(row.rating),
    },
    service:
      row.service_id && row.service_name
        ? { id: row.service_id, name: row.service_name, pricePaise: Number(row.price_paise), durationMinutes: Number(row.duration_minutes) }
        : null,
  };
}

/**
 * Free slots for a conversation: on the asked IST day (or, when it is full, the first later day
 * with room), within the part of the day asked for, nearest to the asked time first.
 * @example await findOpenSlotsFor(ctx, { category: 'doctor', date: '2026-11-23', time: '10:00' })
 */
export async function findOpenSlotsFor(ctx: Pick<AppContext, 'db' | 'now'>, query: OpenSlotQuery): Promise<OpenSlots> {
  const now = ctx.now();
  const today = istDate(now);
  const base: Omit<OpenSlotFilter, 'from' | 'to' | 'limit'> = {
    providerId: query.providerId,
    serviceId: query.serviceId,
    category: query.category,
    now,
    minuteRange: query.timeWindow ? timeWindowMinutes[query.timeWindow] : undefined,
    targetMinute: query.time ? minuteOf(query.time) : undefined,
    city: query.city,
    area: query.area,
    maxPricePaise: query.maxPricePaise,
    language: query.language,
    providerIds: query.providerIds,
    serviceIds: query.serviceIds,
    sort: query.sort,
  };
  const limit = query.limit ?? defaultOpenSlotLimit;
  const dayFilter = (date: string): OpenSlotFilter => ({ ...base, from: istToInstant(date), to: istToInstant(addDays(date, 1)), limit });
  // Near the wished time first: ranking a whole day of every provider's slots is the slow part.
  const dayRows = async (date: string) => {
    const target = base.targetMinute;
    if (target !== undefined && !base.minuteRange) {
      const near = await findOpenSlots(ctx.db, {
        ...dayFilter(date),
        minuteRange: { start: target - nearMinutes, end: target + nearMinutes + 1 },
      });
      if (near.length > 0) return near;
    }
    return findOpenSlots(ctx.db, dayFilter(date));
  };

  const asked = query.date && query.date >= today ? query.date : null;
  if (asked) {
    const rows = await dayRows(asked);
    if (rows.length > 0) return result(asked, false, rows, query.time);
  }
  const searchFrom = asked ? addDays(asked, 1) : today;
  const firstDate = await firstOpenSlotDate(ctx.db, {
    ...base,
    from: istToInstant(searchFrom),
    to: istToInstant(addDays(searchFrom, lookAheadDays)),
  });
  if (!firstDate) return { date: asked, movedFromAskedDate: false, exact: null, slots: [] };
  const rows = await dayRows(firstDate);
  return result(firstDate, asked !== null, rows, query.time);
}

function result(date: string, moved: boolean, rows: OpenSlotRow[], time: string | undefined): OpenSlots {
  const slots = rows.map(toOpenSlot);
  const exact = time ? (slots.find((slot) => slot.time === time) ?? null) : null;
  return { date, movedFromAskedDate: moved, exact, slots };
}
