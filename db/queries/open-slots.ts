import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../client.ts';
import { istZone } from './ist-zone.ts';
import type { CategoryId } from '../schema/index.ts';
import { exactPattern } from './like-pattern.ts';
import { notHeldSlot } from './slot-holds.ts';
import { outsideBookingNotice } from './notice-periods.ts';

export type OpenSlotFilter = {
  providerId?: string | undefined;
  serviceId?: string | undefined;
  category?: CategoryId | undefined;
  /** Instants bounding the slot starts; `now` is always a lower bound too. */
  from: Date;
  to: Date;
  now: Date;
  /** IST minutes after midnight: slots starting in [start, end). */
  minuteRange?: { start: number; end: number } | undefined;
  /** IST minutes after midnight the caller would like; nearest first. */
  targetMinute?: number | undefined;
  /** The client's constraints (Mitra's find_slots): where, how dear, which language, which kind. */
  city?: string | undefined;
  area?: string | undefined;
  maxPricePaise?: number | undefined;
  /** ISO 639-1 code the provider must speak. */
  language?: string | undefined;
  /** Only these providers (the kind of provider asked for, matched in the catalogue). */
  providerIds?: readonly string[] | undefined;
  /** Services to offer first where a provider has them (the service asked for). */
  serviceIds?: readonly string[] | undefined;
  /** Order across providers: nearest the wished time (default), cheapest, or best rated first. */
  sort?: 'time' | 'price' | 'rating' | undefined;
  limit: number;
};

export type OpenSlotRow = {
  slot_id: string;
  starts_at: Date | string;
  ist_date: string;
  ist_time: string;
  provider_id: string;
  provider_name: string;
  category: CategoryId;
  city: string;
  area: string | null;
  rating: number;
  service_id: string | null;
  service_name: string | null;
  price_paise: number | null;
  duration_minutes: number | null;
};

const istMinute = sql`(extract(hour from t.starts_at at time zone ${istZone}) * 60 + extract(minute from t.starts_at at time zone ${istZone}))`;

const uuidArray = (ids: readonly string[]) => `{${ids.join(',')}}`;

/**
 * Postgres formats the instants (ISO, UTC) and the IST date and time itself: parsing and
 * formatting dates in JavaScript was half the cost of the slots route, the hottest read we have.
 */
const isoFormat = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/** What a provider must be to offer anything: listed, and of the asked category, place, language or kind. */
function providerConditions(filter: Omit<OpenSlotFilter, 'from' | 'to' | 'now' | 'limit'>): SQL[] {
  const parts: SQL[] = [sql`p.verification = 'verified'`];
  if (filter.providerId) parts.push(sql`p.id = ${filter.providerId}::uuid`);
  if (filter.category) parts.push(sql`p.category = ${filter.category}`);
  // lower(p.city) is a column of providers_listed_rank_idx (category, lower(city), rating), so the planner has its
  // statistics and reads a city's providers best rated first; ILIKE could only scan the whole category.
  if (filter.city) parts.push(sql`lower(p.city) = lower(${filter.city})`);
  if (filter.area) parts.push(sql`p.area ilike ${exactPattern(filter.area)}`);
  if (filter.language) parts.push(sql`${filter.language} = any(p.languages)`);
  if (filter.providerIds) parts.push(sql`p.id = any(${uuidArray(filter.providerIds)}::uuid[])`);
  return parts;
}

/**
 * No slot inside an emergency pause (admin's Emergency Hub) of its provider, its category in its
 * city, or its city: booking it would be refused. Few pauses are ever active, so this costs little.
 * `slot` and `provider` name the time_slots and providers rows in scope (their SQL aliases).
 * @example sql`select … from time_slots ts join providers p … where ${notPausedSlot('ts', 'p')}`
 */
export function notPausedSlot(slot: string, provider: string): SQL {
  const t = sql.raw(slot);
  const p = sql.raw(provider);
  return sql`not exists (
  select 1 from emergency_pauses ep
  where ep.ended_at is null and ep.starts_at < ${t}.ends_at and ep.ends_at > ${t}.starts_at
    and (
      (ep.scope = 'provider' and ep.provider_id = ${p}.id)
      or (ep.scope = 'category_city' and ep.category = ${p}.category and lower(trim(ep.city)) = lower(trim(${p}.city)))
      or (ep.scope = 'city' and lower(trim(ep.city)) = lower(trim(${p}.city)))
    ))`;
}

const notPaused = notPausedSlot('t', 'p');

/** What a slot must be to be offered, its provider (`p`, with its booking notice) aside. */
function slotConditions(filter: OpenSlotFilter): SQL {
  const parts: SQL[] = [
    sql`t.is_available`,
    sql`t.starts_at > ${filter.now.toISOString()}::timestamptz`,
    outsideBookingNotice('t', 'p', filter.now),
    sql`t.starts_at >= ${filter.from.toISOString()}::timestamptz`,
    sql`t.starts_at < ${filter.to.toISOString()}::timestamptz`,
    notPaused,
    notHeldSlot('t', filter.now),
  ];
  if (filter.minuteRange) parts.push(sql`${istMinute} >= ${filter.minuteRange.start} and ${istMinute} < ${filter.minuteRange.end}`);
  return sql.join(parts, sql` and `);
}

function conditions(filter: OpenSlotFilter): SQL {
  return sql`${slotConditions(filter)} and ${sql.join(providerConditions(filter), sql` and `)}`;
}

/** The service a slot is offered with: the one asked for, else one of the wished kind, else the cheapest (within the price ceiling). */
function serviceChoice(filter: Pick<OpenSlotFilter, 'serviceId' | 'serviceIds' | 'maxPricePaise'>) {
  const match = filter.serviceId ? sql`and s.id = ${filter.serviceId}::uuid` : sql``;
  const ceiling = filter.maxPricePaise !== undefined ? sql`and s.price_paise <= ${filter.maxPricePaise}` : sql``;
  const preferred =
    filter.serviceIds && filter.serviceIds.length > 0 ? sql`(s.id = any(${uuidArray(filter.serviceIds)}::uuid[])) desc, ` : sql``;
  return { where: sql`${match} ${ceiling}`, order: preferred };
}

/** A listed provider's active profile, and the service a slot of `p` is offered with (serviceChoice), as `s`. */
function offeredService(filter: Pick<OpenSlotFilter, 'serviceId' | 'serviceIds' | 'maxPricePaise'>): SQL {
  const service = serviceChoice(filter);
  return sql`join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
    join lateral (
      select s.id, s.name, s.price_paise, s.duration_minutes from services s
      where s.provider_id = p.id and s.approval = 'approved' and s.is_active ${service.where}
      order by ${service.order}s.price_paise limit 1
    ) s on true`;
}

function acrossProviders(filter: OpenSlotFilter): SQL {
  if (filter.providerId) return sql``;
  if (filter.sort === 'price') return sql`price_paise, rank_in_provider, `;
  if (filter.sort === 'rating') return sql`rating desc, rank_in_provider, `;
  return sql`rank_in_provider, `;
}

/**
 * Free future slots of listed providers, each with the provider's bookable service (the one
 * asked for, else the cheapest). Nearest to the wished time first; across providers, each
 * provider's best slot comes before anyone's second, so a short list still offers a choice.
 *
 * Ranking every free slot of the window costs as much as the window holds (a day of all 20,000
 * providers is 200,000 slots), so the usual question (by time, across providers, one day) walks
 * the window's start times instead, nearest first, and reads only the best-rated providers free
 * at each; the full ranking runs only when that walk does not fill the list within a few starts.
 */
export async function findOpenSlots(db: Db, filter: OpenSlotFilter): Promise<OpenSlotRow[]> {
  if (!walksStartTimes(filter)) return rankOpenSlots(db, filter);
  const walked = await walkStartTimes(db, filter);
  return walked ?? rankOpenSlots(db, filter);
}

/**
 * The walk gives the same list as the ranking only by time across providers, and pays off on a
 * day (few start times) with many providers to choose from: not for an area or a short list of them.
 */
function walksStartTimes(filter: OpenSlotFilter): boolean {
  const oneDay = filter.to.getTime() - filter.from.getTime() <= walkWindowMs;
  const fewProviders = Boolean(filter.providerId) || Boolean(filter.area) || (filter.providerIds?.length ?? Infinity) <= fewCandidates;
  return !fewProviders && (filter.sort ?? 'time') === 'time' && oneDay && filter.limit > 0;
}

/** A day, with room for a day that is 25 hours long across a clock change elsewhere. */
const walkWindowMs = 26 * 60 * 60 * 1000;
/** Below this many matching providers the full ranking reads few slots. */
const fewCandidates = 100;
/** Start times read before the full ranking takes over (a narrow request may have few providers free at each). */
const walkedStartTimes = 4;
/**
 * Providers asked at one start time, best rated first: when that many fill the list, they are the
 * list; when not, searching further down provider by provider costs as much as the ranking.
 */
const probedProviders = 500;

/**
 * Each provider's best slot is where it first appears when the start times are visited nearest
 * first (earliest first among equals) and, at one start time, the best rated first: exactly the
 * order of the full ranking's first slots. At one start time a provider has at most one slot, so
 * rows there are distinct providers. Null when the walk ends short of `limit` providers.
 */
async function walkStartTimes(db: Db, filter: OpenSlotFilter): Promise<OpenSlotRow[] | null> {
  // Few providers match at all: ranking all their slots is cheap, walking start by start is not.
  const [starts, candidates] = await Promise.all([startTimes(db, filter), candidateCount(db, filter, probedProviders + 1)]);
  if (candidates <= fewCandidates) return null;
  const rows: OpenSlotRow[] = [];
  for (const startsAt of starts.slice(0, walkedStartTimes)) {
    const seen = rows.map((row) => row.provider_id);
    const needed = filter.limit - rows.length;
    const found = await bestRatedFreeAt(db, filter, startsAt, seen, needed);
    rows.push(...found);
    if (rows.length >= filter.limit) return rows;
    // Only the best-rated probedProviders were asked: one further down may be free at this start and
    // rank before anyone at the next one, so the ranking decides (a city booked out at that hour).
    if (candidates > probedProviders) return null;
  }
  return null;
}

/**
 * The distinct start times of slots in the window (free or not), within the part of the day,
 * nearest the wished minute first: one probe of time_slots_starts_idx per start time.
 */
async function startTimes(db: Db, filter: OpenSlotFilter): Promise<string[]> {
  const from = new Date(Math.max(filter.from.getTime(), filter.now.getTime() + 1)).toISOString();
  const to = filter.to.toISOString();
  const minute = sql`(extract(hour from at at time zone ${istZone}) * 60 + extract(minute from at at time zone ${istZone}))`;
  const range = filter.minuteRange ? sql`and ${minute} >= ${filter.minuteRange.start} and ${minute} < ${filter.minuteRange.end}` : sql``;
  const nearest = filter.targetMinute === undefined ? sql`` : sql`abs(${minute} - ${filter.targetMinute}), `;
  const rows = await executeRows<{ at: string }>(
    db,
    sql`
    with recursive starts(at) as (
      (select starts_at from time_slots where starts_at >= ${from}::timestamptz and starts_at < ${to}::timestamptz order by starts_at limit 1)
      union all
      select (select t.starts_at from time_slots t where t.starts_at > s.at and t.starts_at < ${to}::timestamptz order by t.starts_at limit 1)
      from starts s where s.at is not null
    )
    select to_char(at at time zone 'UTC', ${isoFormat}) as at from starts
    where at is not null ${range}
    order by ${nearest}at`,
  );
  return rows.map((row) => row.at);
}

/**
 * The best-rated listed providers (not in `seen`) with a free slot starting at `startsAt`, among the
 * best probedProviders: they are read in rating order (providers_listed_rank_idx) and each is probed
 * by its unique (provider, start), so a request that half the catalogue matches costs a few probes.
 */
async function bestRatedFreeAt(
  db: Db,
  filter: OpenSlotFilter,
  startsAt: string,
  seen: readonly string[],
  limit: number,
): Promise<OpenSlotRow[]> {
  const notSeen = seen.length > 0 ? [sql`p.id <> all(${uuidArray(seen)}::uuid[])`] : [];
  return executeRows<OpenSlotRow>(
    db,
    sql`
    select t.id as slot_id, t.starts_at,
      to_char(t.starts_at at time zone ${istZone}, 'YYYY-MM-DD') as ist_date,
      to_char(t.starts_at at time zone ${istZone}, 'HH24:MI') as ist_time,
      p.id as provider_id, p.name as provider_name, p.category, p.city, p.area, p.rating_avg as rating,
      s.id as service_id, s.name as service_name, s.price_paise, s.duration_minutes
    from (
      select p.id, p.user_id, p.name, p.category, p.city, p.area, p.rating_avg, p.booking_notice_minutes from providers p
      where ${sql.join([...providerConditions(filter), ...notSeen], sql` and `)}
      order by p.rating_avg desc, p.id
      limit ${probedProviders}
    ) p
    join time_slots t on t.provider_id = p.id and t.starts_at = ${startsAt}::timestamptz and t.is_available
      and t.starts_at > ${filter.now.toISOString()}::timestamptz
      and ${outsideBookingNotice('t', 'p', filter.now)}
      and ${notPaused} and ${notHeldSlot('t', filter.now)}
    ${offeredService(filter)}
    order by p.rating_avg desc, p.id
    limit ${limit}`,
  );
}

/**
 * Every free slot of the window ranked, each provider's best first: what findOpenSlots returns, the slow way.
 * The providers that qualify (listed, active, with a bookable service) are read first, each with its service,
 * and only then their slots: the service is chosen once per provider, not once per free slot (a city's doctors
 * on a day are some sixty providers and four hundred slots). `offset 0` keeps the planner from folding them back.
 */
export async function rankOpenSlots(db: Db, filter: OpenSlotFilter): Promise<OpenSlotRow[]> {
  const distance = filter.targetMinute === undefined ? sql`0` : sql`abs(${istMinute} - ${filter.targetMinute})`;
  return executeRows<OpenSlotRow>(
    db,
    sql`
    select * from (
      select t.id as slot_id, t.starts_at,
        to_char(t.starts_at at time zone ${istZone}, 'YYYY-MM-DD') as ist_date,
        to_char(t.starts_at at time zone ${istZone}, 'HH24:MI') as ist_time,
        p.id as provider_id, p.name as provider_name, p.category, p.city, p.area, p.rating_avg as rating,
        p.service_id, p.service_name, p.price_paise, p.duration_minutes,
        ${distance} as distance,
        row_number() over (partition by p.id order by ${distance}, t.starts_at) as rank_in_provider
      from (
        select p.id, p.name, p.category, p.city, p.area, p.rating_avg, p.booking_notice_minutes,
          s.id as service_id, s.name as service_name, s.price_paise, s.duration_minutes
        from providers p
        ${offeredService(filter)}
        where ${sql.join(providerConditions(filter), sql` and `)}
        offset 0
      ) p
      join time_slots t on t.provider_id = p.id
      where ${slotConditions(filter)}
    ) candidates
    order by ${acrossProviders(filter)}distance, starts_at, rating desc, provider_id
    limit ${filter.limit}`,
  );
}

/**
 * The IST day of the first free slot matching `filter`, or null. With many matching providers it
 * walks the slots by start and stops at the first listed one (one index scan, not a sort); with
 * few it asks each of them for their first slot instead, since walking everyone's slots until one
 * of a few providers turns up (a restaurant at night, seen from the morning) reads thousands.
 */
export async function firstOpenSlotDate(db: Db, filter: Omit<OpenSlotFilter, 'limit' | 'targetMinute'>): Promise<string | null> {
  // Past the last slot there is nothing to walk: a date beyond the horizon would otherwise probe every candidate, day after day.
  const [last] = await executeRows<{ at: string | null }>(db, sql`select max(starts_at)::text as at from time_slots`);
  if (!last?.at || new Date(last.at).getTime() < filter.from.getTime()) return null;
  const few = (await candidateCount(db, filter, fewCandidates * 5 + 1)) <= fewCandidates * 5;
  const [row] = await executeRows<{ ist_date: string }>(db, few ? firstOfEachProvider(filter) : firstByStart(filter));
  return row?.ist_date ?? null;
}

/**
 * countCandidates, except that a list of providers (the kind asked for, matched in the catalogue under
 * the same category and city) is its own bound: counting it within a big city's index range reads the range.
 */
async function candidateCount(db: Db, filter: Omit<OpenSlotFilter, 'limit' | 'targetMinute'>, cap: number): Promise<number> {
  return filter.providerIds ? Math.min(filter.providerIds.length, cap) : countCandidates(db, filter, cap);
}

/**
 * How many listed providers the provider conditions leave (services and profiles aside), counted up
 * to `cap`: the scan stops there, so a whole city (thousands) costs as little as a few.
 */
async function countCandidates(db: Db, filter: Omit<OpenSlotFilter, 'limit' | 'targetMinute'>, cap: number): Promise<number> {
  const [row] = await executeRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from (select 1 from providers p where ${sql.join(providerConditions(filter), sql` and `)} limit ${cap}) c`,
  );
  return Number(row?.count ?? 0);
}

function firstByStart(filter: Omit<OpenSlotFilter, 'limit' | 'targetMinute'>): SQL {
  if (filter.minuteRange) return firstByStartDayByDay({ ...filter, minuteRange: filter.minuteRange });
  const service = serviceChoice(filter);
  return sql`
    select to_char(t.starts_at at time zone ${istZone}, 'YYYY-MM-DD') as ist_date
    from time_slots t
    join providers p on p.id = t.provider_id
    join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
    where ${conditions({ ...filter, limit: 1 })}
      and exists (select 1 from services s where s.provider_id = p.id and s.approval = 'approved' and s.is_active ${service.where})
    order by t.starts_at
    limit 1`;
}

/**
 * With a time of day asked (2 pm, the evening), walking every slot by start until one falls in it
 * reads all of the day's other hours first (at night, "today at 2 pm" walks to tomorrow's 2 pm through
 * every provider's evening and morning). So each IST day's window is its own short index range,
 * taken day by day in order, stopping at the first day with a slot.
 */
function firstByStartDayByDay(filter: Omit<OpenSlotFilter, 'limit' | 'targetMinute'> & { minuteRange: { start: number; end: number } }) {
  const service = serviceChoice(filter);
  // Every IST day the range touches (one more at most: the range's own bounds still hold).
  const days = Math.ceil((filter.to.getTime() - filter.from.getTime()) / 86_400_000) + 1;
  const firstDay = sql`(${filter.from.toISOString()}::timestamptz at time zone ${istZone})::date`;
  const dayStart = sql`(${firstDay} + d.n)::timestamp at time zone ${istZone}`;
  return sql`
    select w.ist_date from generate_series(0, ${days - 1}) as d(n)
    cross join lateral (
      select to_char(t.starts_at at time zone ${istZone}, 'YYYY-MM-DD') as ist_date
      from time_slots t
      join providers p on p.id = t.provider_id
      join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
      where ${conditions({ ...filter, limit: 1 })}
        and t.starts_at >= ${dayStart} + ${filter.minuteRange.start} * interval '1 minute'
        and t.starts_at < ${dayStart} + ${filter.minuteRange.end} * interval '1 minute'
        and exists (select 1 from services s where s.provider_id = p.id and s.approval = 'approved' and s.is_active ${service.where})
      order by t.starts_at
      limit 1
    ) w
    limit 1`;
}

function firstOfEachProvider(filter: Omit<OpenSlotFilter, 'limit' | 'targetMinute'>): SQL {
  const service = serviceChoice(filter);
  const range = filter.minuteRange
    ? sql`and ${istMinute} >= ${filter.minuteRange.start} and ${istMinute} < ${filter.minuteRange.end}`
    : sql``;
  return sql`
    select to_char(min(t.starts_at) at time zone ${istZone}, 'YYYY-MM-DD') as ist_date
    from providers p
    join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
    cross join lateral (
      select t.starts_at from time_slots t
      where t.provider_id = p.id and t.is_available
        and t.starts_at > ${filter.now.toISOString()}::timestamptz
        and ${outsideBookingNotice('t', 'p', filter.now)}
        and t.starts_at >= ${filter.from.toISOString()}::timestamptz
        and t.starts_at < ${filter.to.toISOString()}::timestamptz ${range} and ${notHeldSlot('t', filter.now)}
      order by t.starts_at
      limit 1
    ) t
    where ${sql.join(providerConditions(filter), sql` and `)}
      and exists (select 1 from services s where s.provider_id = p.id and s.approval = 'approved' and s.is_active ${service.where})
    having min(t.starts_at) is not null`;
}

/** One provider's free slot, its instants formatted as ISO (UTC) and its IST date and time; all null for a listed provider with none. */
export type ProviderFreeSlotRow = {
  id: string | null;
  starts_at: string | null;
  ends_at: string | null;
  ist_date: string | null;
  ist_time: string | null;
};

/**
 * Free future slots of one listed provider in [from, to), by start, without those in an emergency
 * pause: one indexed query (time_slots_free_idx). No row at all means the provider is unknown or unlisted, or the service
 * is not theirs; one row of nulls means a listed provider with no free slot in the window.
 */
export async function findProviderFreeSlots(
  db: Db,
  filter: { providerId: string; serviceId?: string | undefined; from: Date; to: Date; now: Date },
): Promise<ProviderFreeSlotRow[]> {
  const serviceCheck = filter.serviceId
    ? sql`and exists (select 1 from services s where s.id = ${filter.serviceId}::uuid and s.provider_id = p.id and s.approval = 'approved' and s.is_active)`
    : sql``;
  return executeRows<ProviderFreeSlotRow>(
    db,
    sql`
    select t.id,
      to_char(t.starts_at at time zone 'UTC', ${isoFormat}) as starts_at,
      to_char(t.ends_at at time zone 'UTC', ${isoFormat}) as ends_at,
      to_char(t.starts_at at time zone ${istZone}, 'YYYY-MM-DD') as ist_date,
      to_char(t.starts_at at time zone ${istZone}, 'HH24:MI') as ist_time
    from providers p
    join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
    left join lateral (
      select ts.id, ts.starts_at, ts.ends_at from time_slots ts
      where ts.provider_id = p.id and ts.is_available
        and ts.starts_at >= ${filter.from.toISOString()}::timestamptz
        and ts.starts_at > ${filter.now.toISOString()}::timestamptz
        and ${outsideBookingNotice('ts', 'p', filter.now)}
        and ts.starts_at < ${filter.to.toISOString()}::timestamptz
        and ${notPausedSlot('ts', 'p')} and ${notHeldSlot('ts', filter.now)}
      order by ts.starts_at
    ) t on true
    where p.id = ${filter.providerId}::uuid and p.verification = 'verified' ${serviceCheck}
    order by t.starts_at`,
  );
}
