import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, gt, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { executePreparedRows, type Db } from '../client.ts';
import { istZone } from './ist-zone.ts';
import type { SessionAttachment } from './sessions.ts';
import { effectiveNoticeSql } from './notice-periods.ts';
import {
  activeBookingStatuses,
  bookings,
  profiles,
  providers,
  reviews,
  services,
  timeSlots,
  user,
  type BookingStatus,
  type OutboxAttachment,
} from '../schema/index.ts';
import type { NewNotification } from './notifications.ts';

const providerProfiles = alias(profiles, 'provider_profiles');
const clientProfiles = alias(profiles, 'client_profiles');
const clientUser = alias(user, 'client_user');

/** What booking notifications need to know about a provider (its user, locale and phone). */
const providerColumns = {
  id: providers.id,
  userId: providers.userId,
  name: providers.name,
  category: providers.category,
  city: providers.city,
  area: providers.area,
  phone: sql<string | null>`coalesce(${providerProfiles.contactPhone}, ${providers.phone})`,
  locale: providerProfiles.locale,
  messagingOptOut: providerProfiles.messagingOptOut,
  listed: sql<boolean>`(${providers.verification} = 'verified' and ${providerProfiles.isActive} and ${providerProfiles.profileCompleted})`,
};

export type ProviderParty = {
  id: string;
  userId: string;
  name: string;
  category: string;
  city: string;
  area: string | null;
  phone: string | null;
  locale: 'en' | 'hi' | 'ta';
  messagingOptOut: boolean;
  listed: boolean;
};

/**
 * Takes a free future slot with one conditional update (the row lock makes concurrent
 * callers queue; only the first sees `is_available`) and returns it with its provider.
 * Undefined when the slot is unknown, taken, blocked or not in the future.
 */
export async function takeSlot(db: Db, { slotId, now, providerId }: { slotId: string; now: Date; providerId?: string }) {
  const [slot] = await db
    .update(timeSlots)
    .set({ isAvailable: false })
    .where(
      and(
        eq(timeSlots.id, slotId),
        eq(timeSlots.isAvailable, true),
        gt(timeSlots.startsAt, now),
        providerId ? eq(timeSlots.providerId, providerId) : undefined,
      ),
    )
    .returning({ id: timeSlots.id, providerId: timeSlots.providerId, startsAt: timeSlots.startsAt, endsAt: timeSlots.endsAt });
  return slot;
}

/** A slot with whether an active booking holds it: explains why `takeSlot` found nothing. */
export async function getSlotState(db: Db, { slotId }: { slotId: string }) {
  const [row] = await db
    .select({
      id: timeSlots.id,
      providerId: timeSlots.providerId,
      startsAt: timeSlots.startsAt,
      isAvailable: timeSlots.isAvailable,
      // Spelled out: Drizzle leaves columns unqualified in a one-table select, which a subquery would misread.
      booked: sql<boolean>`exists (select 1 from bookings b where b.slot_id = time_slots.id and b.status in ('pending', 'confirmed'))`,
    })
    .from(timeSlots)
    .where(eq(timeSlots.id, slotId));
  return row;
}

/**
 * Makes a slot bookable again after its booking was cancelled or moved — unless the provider has
 * since taken time off over it or changed their hours so that it is no longer in them (a provider
 * without weekly hours keeps the slots they made by hand).
 */
export async function releaseSlot(db: Db, { slotId }: { slotId: string }) {
  const wallMinutes = (column: SQL) =>
    sql`(extract(hour from ${column} at time zone ${istZone}) * 60 + extract(minute from ${column} at time zone ${istZone}))`;
  await db.execute(sql`
    update time_slots t set is_available = (
      not exists (select 1 from provider_time_off o where o.provider_id = t.provider_id and o.starts_at < t.ends_at and o.ends_at > t.starts_at)
      and (
        not exists (select 1 from availability_rules r where r.provider_id = t.provider_id)
        or exists (
          select 1 from availability_rules r
          where r.provider_id = t.provider_id
            and r.weekday = extract(dow from t.starts_at at time zone ${istZone})
            and r.start_minute <= ${wallMinutes(sql`t.starts_at`)}
            and r.end_minute >= ${wallMinutes(sql`t.starts_at`)} + extract(epoch from t.ends_at - t.starts_at) / 60)))
    where t.id = ${slotId}::uuid`);
}

type BookingContextRow = {
  slot_id: string;
  provider_id: string;
  starts_at: string | Date;
  ends_at: string | Date;
  is_available: boolean;
  booked: boolean;
  provider_user_id: string;
  provider_name: string;
  provider_category: string;
  provider_city: string;
  provider_area: string | null;
  provider_phone: string | null;
  provider_locale: 'en' | 'hi' | 'ta';
  provider_opt_out: boolean;
  provider_listed: boolean;
  booking_notice_minutes: number;
  client_name: string | null;
  client_phone: string | null;
  client_locale: 'en' | 'hi' | 'ta' | null;
  client_opt_out: boolean | null;
  client_tier: 'free' | 'pro' | 'enterprise' | null;
  service_id: string | null;
  service_name: string | null;
  service_provider_id: string | null;
  service_price_paise: number | null;
  service_bookable: boolean | null;
};

/** The booking context's columns; `client` is the profile of the user `userId` stands for (SQL). */
function bookingContextSelect({ slotId, serviceId, userId }: { slotId: string; serviceId: string | null; userId: SQL }) {
  return sql`
    select t.id as slot_id, t.provider_id, t.starts_at, t.ends_at, t.is_available,
      exists (select 1 from bookings b where b.slot_id = t.id and b.status in ('pending', 'confirmed')) as booked,
      p.user_id as provider_user_id, p.name as provider_name, p.category::text as provider_category, p.city as provider_city, p.area as provider_area,
      coalesce(pp.contact_phone, p.phone) as provider_phone, pp.locale as provider_locale, pp.messaging_opt_out as provider_opt_out,
      (p.verification = 'verified' and pp.is_active and pp.profile_completed) as provider_listed,
      ${effectiveNoticeSql('booking', 'p')} as booking_notice_minutes,
      cp.full_name as client_name, cp.contact_phone as client_phone, cp.locale as client_locale,
      cp.messaging_opt_out as client_opt_out, cp.subscription_tier as client_tier,
      s.id as service_id, s.name as service_name, s.provider_id as service_provider_id, s.price_paise as service_price_paise,
      (s.approval = 'approved' and s.is_active) as service_bookable
    from time_slots t
    join providers p on p.id = t.provider_id
    join profiles pp on pp.user_id = p.user_id
    left join profiles cp on cp.user_id = ${userId}
    left join services s on s.id = ${serviceId}::uuid
    where t.id = ${slotId}::uuid`;
}

const bookingContextColumns = [
  'slot_id',
  'provider_id',
  'starts_at',
  'ends_at',
  'is_available',
  'booked',
  'provider_user_id',
  'provider_name',
  'provider_category',
  'provider_city',
  'provider_area',
  'provider_phone',
  'provider_locale',
  'provider_opt_out',
  'provider_listed',
  'booking_notice_minutes',
  'client_name',
  'client_phone',
  'client_locale',
  'client_opt_out',
  'client_tier',
  'service_id',
  'service_name',
  'service_provider_id',
  'service_price_paise',
  'service_bookable',
] as const satisfies readonly (keyof BookingContextRow)[];

/**
 * Everything a new booking needs to know, read in one round trip before it is made: the slot
 * (and whether it is free), its provider, the caller's profile and the requested service.
 * Nothing is locked: `bookSlot` takes the slot conditionally afterwards. Undefined for an unknown slot.
 */
export async function readBookingContext(
  db: Db,
  { slotId, userId, serviceId }: { slotId: string; userId: string; serviceId: string | null },
) {
  const [row] = await executePreparedRows<BookingContextRow>(
    db,
    'read_booking_context',
    bookingContextSelect({ slotId, serviceId, userId: sql`${userId}` }),
  );
  return row && toBookingContext(row);
}

/**
 * The same read, attached to the session lookup of the request (db/queries/sessions.ts), so a
 * booking costs one round trip less; `account.user_id` is the session's user.
 */
export function bookingContextAttachment({ slotId, serviceId }: { slotId: string; serviceId: string | null }): SessionAttachment {
  return {
    name: 'booking_context',
    lateral: bookingContextSelect({ slotId, serviceId, userId: sql`account.user_id` }),
    columns: bookingContextColumns,
  };
}

/** The booking context from an attachment's row; undefined when the slot is unknown. */
export function bookingContextFromAttachment(attached: Record<string, unknown>): BookingContext | undefined {
  return attached.slot_id ? toBookingContext(attached as BookingContextRow) : undefined;
}

export type BookingContext = ReturnType<typeof toBookingContext>;

function toBookingContext(row: BookingContextRow) {
  return {
    slot: {
      id: row.slot_id,
      providerId: row.provider_id,
      startsAt: new Date(row.starts_at),
      endsAt: new Date(row.ends_at),
      isAvailable: row.is_available,
      booked: row.booked,
      /** The provider's effective booking notice (issue 26.1). */
      bookingNoticeMinutes: Number(row.booking_notice_minutes),
    },
    provider: {
      id: row.provider_id,
      userId: row.provider_user_id,
      name: row.provider_name,
      category: row.provider_category,
      city: row.provider_city,
      area: row.provider_area,
      phone: row.provider_phone,
      locale: row.provider_locale,
      messagingOptOut: row.provider_opt_out,
      listed: row.provider_listed,
    } satisfies ProviderParty,
    client:
      row.client_tier === null
        ? null
        : {
            fullName: row.client_name,
            contactPhone: row.client_phone,
            locale: row.client_locale ?? 'en',
            messagingOptOut: row.client_opt_out ?? false,
            subscriptionTier: row.client_tier,
          },
    service:
      row.service_id === null
        ? null
        : {
            id: row.service_id,
            name: row.service_name ?? '',
            providerId: row.service_provider_id ?? '',
            pricePaise: Number(row.service_price_paise ?? 0),
            bookable: row.service_bookable ?? false,
          },
  };
}

export type NewBooking = typeof bookings.$inferInsert;

type BookingDbRow = {
  id: string;
  user_id: string;
  provider_id: string;
  service_id: string | null;
  slot_id: string;
  starts_at: string | Date;
  ends_at: string | Date;
  name: string;
  phone: string | null;
  status: BookingRow['status'];
  channel: BookingRow['channel'];
  amount_paise: number;
  payment_status: BookingRow['paymentStatus'];
  counted_free: boolean;
  cancelled_at: string | Date | null;
  cancel_reason?: string | null;
  cancelled_by?: string | null;
  finished_at?: string | Date | null;
  created_at: string | Date;
  updated_at: string | Date;
};
type BookingRow = typeof bookings.$inferSelect;

const dateOrNull = (value: string | Date | null) => (value === null ? null : new Date(value));

function toBookingRow(row: BookingDbRow): BookingRow {
  return {
    id: row.id,
    userId: row.user_id,
    providerId: row.provider_id,
    serviceId: row.service_id,
    slotId: row.slot_id,
    startsAt: new Date(row.starts_at),
    endsAt: new Date(row.ends_at),
    name: row.name,
    phone: row.phone,
    status: row.status,
    channel: row.channel,
    amountPaise: Number(row.amount_paise),
    paymentStatus: row.payment_status,
    countedFree: row.counted_free,
    cancelledAt: dateOrNull(row.cancelled_at),
    finishedAt: dateOrNull(row.finished_at ?? null),
    cancelReason: row.cancel_reason ?? null,
    cancelledBy: row.cancelled_by ?? null,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

export type BookSlotInput = {
  id: string;
  userId: string;
  slotId: string;
  serviceId: string | null;
  name: string;
  phone: string | null;
  channel: BookingRow['channel'];
  amountPaise: number;
  now: Date;
};

/** An outgoing message written with a booking (the outbox row's fields). */
export type BookingMessage = {
  channel: 'whatsapp' | 'sms' | 'email';
  to: string;
  body: string;
  kind: string;
  userId: string | null;
  dedupeKey: string | null;
  status: 'pending' | 'unsent';
  /** E-mails: the subject and the .ics invitation. */
  subject?: string;
  attachments?: OutboxAttachment[];
};

/** The rate-limit counter a booking bumps in its own statement (api/services/rate-limits/rate-limits.ts keys and windows). */
export type BookingRateCounter = { key: string; limit: number; resetAt: Date };

/**
 * Makes a booking with the `book_slot` function (db/functions/book_slot.sql; docs/decisions/0001): with `counter`, bumps the
 * caller's rate-limit counter and books nothing when it is over; takes the slot if it is still
 * free, counts the free-tier quota, and writes the booking, its notifications and its outgoing
 * messages — one statement, so one round trip and all or nothing. `booking` is undefined when
 * nothing was booked (over the limit, or the slot no longer free); `rate` is the count with
 * `counter`. A used-up quota raises SQLSTATE BM402 and a double booking a constraint violation.
 */
export async function bookSlot(
  db: Db,
  values: BookSlotInput,
  effects: { notifications: NewNotification[]; messages: BookingMessage[] },
  counter?: BookingRateCounter,
) {
  const notifications = JSON.stringify(
    effects.notifications.map((note) => ({
      user_id: note.userId,
      title: note.title,
      message: note.message,
      type: note.type ?? 'other',
      data: note.data ?? null,
    })),
  );
  const messages = JSON.stringify(
    effects.messages.map((message) => ({
      channel: message.channel,
      to: message.to,
      subject: message.subject ?? null,
      body: message.body,
      attachments: message.attachments ?? null,
      kind: message.kind,
      user_id: message.userId,
      dedupe_key: message.dedupeKey,
      status: message.status,
    })),
  );
  const [row] = await executePreparedRows<Partial<BookingDbRow> & { rate_count: number | null; rate_reset_at: string | Date | null }>(
    db,
    'book_slot',
    sql`
    select (b.booking).*, b.rate_count, b.rate_reset_at
    from book_slot(${values.id}::uuid, ${values.userId}, ${values.slotId}::uuid, ${values.serviceId}::uuid,
      ${values.name}, ${values.phone}, ${values.channel}::booking_channel, ${values.amountPaise}::integer,
      ${values.now.toISOString()}::timestamptz, ${notifications}::jsonb, ${messages}::jsonb,
      ${counter?.key ?? null}::text, ${counter?.limit ?? null}::integer, ${counter?.resetAt.toISOString() ?? null}::timestamptz) b`,
  );
  if (!row) throw new Error('book_slot returned no row');
  return {
    booking: row.id ? toBookingRow(row as BookingDbRow) : undefined,
    rate:
      row.rate_count === null || row.rate_reset_at === null
        ? undefined
        : { count: Number(row.rate_count), resetAt: new Date(row.rate_reset_at) },
  };
}

/** Inserts a booking; the unique and exclusion constraints reject a second active booking of the slot or time. */
export async function insertBooking(db: Db, values: NewBooking) {
  const [row] = await db.insert(bookings).values(values).returning();
  if (!row) throw new Error('insert into bookings returned no row');
  return row;
}

/** Whose booking it must be: the client's (`userId`) or the provider's (`providerId`). */
export type BookingOwner = { userId: string } | { providerId: string };

/** A booking of one client or one provider with both parties, for cancel and reschedule. Undefined when it is not theirs. */
export async function getBookingWithParties(db: Db, { bookingId, ...owner }: { bookingId: string } & BookingOwner) {
  const [row] = await db
    .select({
      booking: bookings,
      provider: providerColumns,
      client: { locale: clientProfiles.locale, messagingOptOut: clientProfiles.messagingOptOut, email: clientUser.email },
      service: { id: services.id, name: services.name },
    })
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .innerJoin(providerProfiles, eq(providerProfiles.userId, providers.userId))
    .innerJoin(clientProfiles, eq(clientProfiles.userId, bookings.userId))
    .innerJoin(clientUser, eq(clientUser.id, bookings.userId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .where(
      and(eq(bookings.id, bookingId), 'userId' in owner ? eq(bookings.userId, owner.userId) : eq(bookings.providerId, owner.providerId)),
    );
  return row;
}

const isActive = inArray(bookings.status, [...activeBookingStatuses]);

/** Sets an active booking's status (cancelled, completed …); undefined when it was no longer active. */
/** Who cancelled a booking (bookings.cancelled_by), for the admin reports. */
export type BookingCanceller = 'client' | 'provider' | 'admin' | 'emergency';

export async function finishActiveBooking(
  db: Db,
  {
    bookingId,
    status,
    now,
    reason,
    cancelledBy,
  }: { bookingId: string; status: BookingStatus; now: Date; reason?: string; cancelledBy?: BookingCanceller },
) {
  const [row] = await db
    .update(bookings)
    .set({
      status,
      updatedAt: now,
      ...(status === 'cancelled' ? { cancelledAt: now, cancelReason: reason ?? null, cancelledBy: cancelledBy ?? null } : {}),
      // Attended and no-show can be undone for a few minutes, counted from this.
      ...(status === 'completed' || status === 'no_show' ? { finishedAt: now } : {}),
    })
    .where(and(eq(bookings.id, bookingId), isActive))
    .returning();
  return row;
}

/** Moves an active booking to another slot; undefined when it was no longer active. */
export async function moveActiveBooking(
  db: Db,
  { bookingId, slot, now }: { bookingId: string; slot: { id: string; startsAt: Date; endsAt: Date }; now: Date },
) {
  const [row] = await db
    .update(bookings)
    .set({ slotId: slot.id, startsAt: slot.startsAt, endsAt: slot.endsAt, updatedAt: now })
    .where(and(eq(bookings.id, bookingId), isActive))
    .returning();
  return row;
}

export type BookingScope = 'upcoming' | 'past' | 'all';

/** A booking with its provider and service, as lists and details show it. */
const listColumns = {
  booking: bookings,
  provider: { id: providers.id, name: providers.name, category: providers.category, city: providers.city },
  service: { id: services.id, name: services.name },
  review: { rating: reviews.rating, comment: reviews.comment },
};

/** The user's bookings: upcoming (active, not started) by start, then the rest newest first. */
export async function listBookingsOfUser(
  db: Db,
  { userId, scope, now, limit }: { userId: string; scope: BookingScope; now: Date; limit: number },
) {
  const upcoming = and(isActive, gt(bookings.startsAt, now));
  const notUpcoming = or(
    notInArray(bookings.status, [...activeBookingStatuses]),
    sql`${bookings.startsAt} <= ${now.toISOString()}::timestamptz`,
  );
  const scopeFilter: Record<BookingScope, SQL | undefined> = { upcoming, past: notUpcoming, all: undefined };
  const isUpcoming = sql`(${bookings.status} in ('pending', 'confirmed') and ${bookings.startsAt} > ${now.toISOString()}::timestamptz)`;
  return db
    .select(listColumns)
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(and(eq(bookings.userId, userId), scopeFilter[scope]))
    .orderBy(desc(isUpcoming), asc(sql`case when ${isUpcoming} then ${bookings.startsAt} end`), desc(bookings.startsAt))
    .limit(limit);
}

/** One booking of the user with its provider and service; undefined when it is not theirs. */
export async function getBookingOfUser(db: Db, { bookingId, userId }: { bookingId: string; userId: string }) {
  const [row] = await db
    .select(listColumns)
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .leftJoin(reviews, eq(reviews.bookingId, bookings.id))
    .where(and(eq(bookings.id, bookingId), eq(bookings.userId, userId)));
  return row;
}
