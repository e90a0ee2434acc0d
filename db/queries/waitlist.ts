import { sql, type SQL } from 'drizzle-orm';
import { executeCount, executeRows, type Db } from '../client.ts';
import type { Locale, PartOfDay, WaitlistStatus } from '../schema/index.ts';
import { istZone } from './ist-zone.ts';
import { notPausedSlot } from './open-slots.ts';

/**
 * The part of the day a slot starts in, in IST, with the bounds the slot search uses
 * (api/services/availability/open-slots.ts): morning before 12:00, afternoon until 16:00, evening after.
 */
export function slotPartOfDay(slot: string): SQL {
  const hour = sql`extract(hour from ${sql.raw(slot)}.starts_at at time zone ${istZone})`;
  return sql`(case when ${hour} < 12 then 'morning' when ${hour} < 16 then 'afternoon' else 'evening' end)`;
}

export type OfferableSlot = { id: string; provider_id: string; starts_at: string; ends_at: string; part: PartOfDay; ist_day: string };

/**
 * Locks a free, future, unheld, unpaused slot for an offer (SKIP LOCKED: a slot another transaction
 * is booking or offering is theirs). The lock makes a booking of it wait for the offer's commit.
 */
export async function lockOfferableSlot(db: Db, { slotId, now }: { slotId: string; now: Date }): Promise<OfferableSlot | undefined> {
  const [row] = await executeRows<OfferableSlot>(
    db,
    sql`select t.id, t.provider_id, t.starts_at, t.ends_at, ${slotPartOfDay('t')} as part,
      to_char(t.starts_at at time zone ${istZone}, 'YYYY-MM-DD') as ist_day
    from time_slots t join providers p on p.id = t.provider_id
    where t.id = ${slotId}::uuid and t.is_available and t.starts_at > ${now.toISOString()}::timestamptz
      and not exists (select 1 from slot_holds h where h.slot_id = t.id)
      and ${notPausedSlot('t', 'p')}
    for update of t skip locked`,
  );
  return row;
}

export type ClaimedWaiter = {
  id: string;
  user_id: string;
  channel: string;
  locale: Locale;
  phone: string | null;
  messaging_opt_out: boolean;
  provider_name: string;
};

/** Claims the first waiter (join order) for the slot's provider, day and part of day; SKIP LOCKED across instances. */
export async function claimFirstWaiter(db: Db, slot: OfferableSlot): Promise<ClaimedWaiter | undefined> {
  await closeBookedWaiters(db, slot);
  const [row] = await executeRows<ClaimedWaiter>(
    db,
    sql`select e.id, e.user_id, e.channel, coalesce(pf.locale, 'en') as locale,
      coalesce(pf.contact_phone, u.phone_number) as phone, coalesce(pf.messaging_opt_out, false) as messaging_opt_out,
      p.name as provider_name
    from waitlist_entries e
    join "user" u on u.id = e.user_id
    join providers p on p.id = e.provider_id
    left join profiles pf on pf.user_id = e.user_id
    where e.provider_id = ${slot.provider_id}::uuid and e.status = 'waiting' and e.day = ${slot.ist_day}::date
      and (e.part_of_day is null or e.part_of_day = ${slot.part})
    order by e.created_at, e.id
    limit 1
    for update of e skip locked`,
  );
  return row;
}

/**
 * Closes as `booked` the waiting entries of the slot's provider and day whose client has booked that
 * provider then since (in the entry's part of the day): they have what they waited for, and an offer
 * would hold a slot they no longer want. Only the offer path pays for this, not every booking.
 */
async function closeBookedWaiters(db: Db, slot: OfferableSlot): Promise<void> {
  // SKIP LOCKED: an entry another instance is offering right now is its business, and no cancel waits on it.
  await db.execute(sql`update waitlist_entries set status = 'booked', updated_at = now()
    where id in (
      select e.id from waitlist_entries e
      where e.provider_id = ${slot.provider_id}::uuid and e.status = 'waiting' and e.day = ${slot.ist_day}::date
        and exists (
          select 1 from bookings b
          where b.user_id = e.user_id and b.provider_id = e.provider_id and b.status in ('pending', 'confirmed')
            and (b.starts_at at time zone ${istZone})::date = e.day
            and (e.part_of_day is null or e.part_of_day = ${slotPartOfDay('b')})
        )
      for update of e skip locked
    )`);
}

/** Holds the slot for the entry until `expiresAt` and marks the entry offered. */
export async function holdSlotFor(db: Db, input: { slotId: string; entryId: string; userId: string; expiresAt: Date; now: Date }) {
  await db.execute(sql`insert into slot_holds (slot_id, waitlist_entry_id, user_id, expires_at)
    values (${input.slotId}::uuid, ${input.entryId}::uuid, ${input.userId}, ${input.expiresAt.toISOString()}::timestamptz)`);
  await setEntryStatus(db, { entryId: input.entryId, from: 'waiting', to: 'offered', now: input.now });
}

export async function setEntryStatus(db: Db, input: { entryId: string; from: WaitlistStatus; to: WaitlistStatus; now: Date }) {
  return executeCount(
    db,
    sql`update waitlist_entries set status = ${input.to}, updated_at = ${input.now.toISOString()}::timestamptz
    where id = ${input.entryId}::uuid and status = ${input.from}`,
  );
}

type ClaimedHold = { slot_id: string; waitlist_entry_id: string; user_id: string; expires_at: string };

/** Ends the hold on a slot taken by a booking or a move; the hold as it was, if there was one. */
export async function takeHold(db: Db, { slotId }: { slotId: string }): Promise<ClaimedHold | undefined> {
  const [row] = await executeRows<ClaimedHold>(db, sql`delete from slot_holds where slot_id = ${slotId}::uuid returning *`);
  return row;
}

/** Claims and deletes one expired hold (SKIP LOCKED: each expiry is handled by one instance). */
export async function claimExpiredHold(db: Db, { now }: { now: Date }): Promise<ClaimedHold | undefined> {
  const [row] = await executeRows<ClaimedHold>(
    db,
    sql`delete from slot_holds where slot_id = (
      select slot_id from slot_holds where expires_at <= ${now.toISOString()}::timestamptz
      order by expires_at limit 1 for update skip locked)
    returning *`,
  );
  return row;
}

/** Free, unheld future slots some waiter matches (new hours, or a freed slot nobody was offered). */
export async function slotsWithWaiters(db: Db, { now, limit }: { now: Date; limit: number }): Promise<string[]> {
  const rows = await executeRows<{ id: string }>(
    db,
    sql`select distinct t.id, t.starts_at from waitlist_entries e
    join time_slots t on t.provider_id = e.provider_id and t.is_available
      and t.starts_at > ${now.toISOString()}::timestamptz
      and t.starts_at >= (e.day::timestamp at time zone ${istZone})
      and t.starts_at < ((e.day + 1)::timestamp at time zone ${istZone})
    where e.status = 'waiting' and (e.part_of_day is null or e.part_of_day = ${slotPartOfDay('t')})
      and not exists (select 1 from slot_holds h where h.slot_id = t.id)
    order by t.starts_at limit ${limit}`,
  );
  return rows.map((row) => row.id);
}

/**
 * Entries that ended with their day (waiting ones for a past IST day), and offers whose slot
 * vanished (a provider's new hours deleted it, and its hold with it) going back to waiting.
 */
export async function closeStaleEntries(db: Db, { today, now }: { today: string; now: Date }) {
  const at = sql`${now.toISOString()}::timestamptz`;
  const expired = await executeCount(
    db,
    sql`update waitlist_entries set status = 'expired', updated_at = ${at}
    where status in ('waiting', 'offered') and day < ${today}::date
      and not exists (select 1 from slot_holds h where h.waitlist_entry_id = waitlist_entries.id)`,
  );
  await db.execute(sql`update waitlist_entries set status = 'waiting', updated_at = ${at}
    where status = 'offered' and not exists (select 1 from slot_holds h where h.waitlist_entry_id = waitlist_entries.id)`);
  return expired;
}
