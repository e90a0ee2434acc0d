import { sql, type SQL } from 'drizzle-orm';
import { executeRows, type Db } from '../client.ts';
import type { CategoryId } from '../schema/index.ts';

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

const istMinute = sql`(extract(hour from t.starts_at at time zone 'Asia/Kolkata') * 60 + extract(minute from t.starts_at at time zone 'Asia/Kolkata'))`;

function conditions(filter: OpenSlotFilter): SQL {
  const parts: SQL[] = [
    sql`t.is_available`,
    sql`t.starts_at > ${filter.now.toISOString()}::timestamptz`,
    sql`t.starts_at >= ${filter.from.toISOString()}::timestamptz`,
    sql`t.starts_at < ${filter.to.toISOString()}::timestamptz`,
    sql`p.verification = 'verified'`,
  ];
  if (filter.providerId) parts.push(sql`p.id = ${filter.providerId}::uuid`);
  if (filter.category) parts.push(sql`p.category = ${filter.category}`);
  if (filter.minuteRange) parts.push(sql`${istMinute} >= ${filter.minuteRange.start} and ${istMinute} < ${filter.minuteRange.end}`);
  if (filter.city) parts.push(sql`lower(p.city) = lower(${filter.city})`);
  if (filter.area) parts.push(sql`lower(p.area) = lower(${filter.area})`);
  if (filter.language) parts.push(sql`${filter.language} = any(p.languages)`);
  if (filter.providerIds) parts.push(sql`p.id = any(${`{${filter.providerIds.join(',')}}`}::uuid[])`);
  return sql.join(parts, sql` and `);
}

/** The service a slot is offered with: the one asked for, else one of the wished kind, else the cheapest (within the price ceiling). */
function serviceChoice(filter: Pick<OpenSlotFilter, 'serviceId' | 'serviceIds' | 'maxPricePaise'>) {
  const match = filter.serviceId ? sql`and s.id = ${filter.serviceId}::uuid` : sql``;
  const ceiling = filter.maxPricePaise !== undefined ? sql`and s.price_paise <= ${filter.maxPricePaise}` : sql``;
  const preferred =
    filter.serviceIds && filter.serviceIds.length > 0 ? sql`(s.id = any(${`{${filter.serviceIds.join(',')}}`}::uuid[])) desc, ` : sql``;
  return { where: sql`${match} ${ceiling}`, order: preferred };
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
 */
export async function findOpenSlots(db: Db, filter: OpenSlotFilter): Promise<OpenSlotRow[]> {
  const distance = filter.targetMinute === undefined ? sql`0` : sql`abs(${istMinute} - ${filter.targetMinute})`;
  const service = serviceChoice(filter);
  return executeRows<OpenSlotRow>(
    db,
    sql`
    select * from (
      select t.id as slot_id, t.starts_at,
        to_char(t.starts_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as ist_date,
        to_char(t.starts_at at time zone 'Asia/Kolkata', 'HH24:MI') as ist_time,
        p.id as provider_id, p.name as provider_name, p.category, p.city, p.area, p.rating_avg as rating,
        s.id as service_id, s.name as service_name, s.price_paise, s.duration_minutes,
        ${distance} as distance,
        row_number() over (partition by p.id order by ${distance}, t.starts_at) as rank_in_provider
      from time_slots t
      join providers p on p.id = t.provider_id
      join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
      join lateral (
        select s.id, s.name, s.price_paise, s.duration_minutes from services s
        where s.provider_id = p.id and s.approval = 'approved' and s.is_active ${service.where}
        order by ${service.order}s.price_paise limit 1
      ) s on true
      where ${conditions(filter)}
    ) candidates
    order by ${acrossProviders(filter)}distance, starts_at, rating desc
    limit ${filter.limit}`,
  );
}

/**
 * The IST day of the first free slot matching `filter`, or null: walks the slots by start and
 * stops at the first listed one, so a 14-day look-ahead costs one index scan, not a sort.
 */
export async function firstOpenSlotDate(db: Db, filter: Omit<OpenSlotFilter, 'limit' | 'targetMinute'>): Promise<string | null> {
  const service = serviceChoice(filter);
  const [row] = await executeRows<{ ist_date: string }>(
    db,
    sql`
    select to_char(t.starts_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as ist_date
    from time_slots t
    join providers p on p.id = t.provider_id
    join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
    where ${conditions({ ...filter, limit: 1 })}
      and exists (select 1 from services s where s.provider_id = p.id and s.approval = 'approved' and s.is_active ${service.where})
    order by t.starts_at
    limit 1`,
  );
  return row?.ist_date ?? null;
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
 * Postgres formats the instants (ISO, UTC) and the IST date and time itself: parsing and
 * formatting dates in JavaScript was half the cost of the slots route, the hottest read we have.
 */
const isoFormat = sql.raw(`'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'`);

/**
 * Free future slots of one listed provider in [from, to), by start: one indexed query
 * (time_slots_free_idx). No row at all means the provider is unknown or unlisted, or the service
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
      to_char(t.starts_at at time zone 'Asia/Kolkata', 'YYYY-MM-DD') as ist_date,
      to_char(t.starts_at at time zone 'Asia/Kolkata', 'HH24:MI') as ist_time
    from providers p
    join profiles pp on pp.user_id = p.user_id and pp.is_active and pp.profile_completed
    left join lateral (
      select ts.id, ts.starts_at, ts.ends_at from time_slots ts
      where ts.provider_id = p.id and ts.is_available
        and ts.starts_at >= ${filter.from.toISOString()}::timestamptz
        and ts.starts_at > ${filter.now.toISOString()}::timestamptz
        and ts.starts_at < ${filter.to.toISOString()}::timestamptz
      order by ts.starts_at
    ) t on true
    where p.id = ${filter.providerId}::uuid and p.verification = 'verified' ${serviceCheck}
    order by t.starts_at`,
  );
}
