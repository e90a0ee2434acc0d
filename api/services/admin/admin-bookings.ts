import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { notPausedSlot } from '#db/queries/open-slots.ts';
import { bookings, providers, services, timeSlots, user, type BookingChannel, type BookingStatus } from '#db/schema/index.ts';
import { containsPattern } from '#db/queries/like-pattern.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { toE164 } from '../../core/phone-number.ts';
import { addDays, istDate, istTime, istToInstant } from '../../core/time-zone.ts';
import { inBookingTransaction } from '../bookings/booking-transaction.ts';
import { cancelLoadedBooking, loadBookingOf } from '../bookings/cancel-booking.ts';
import { moveLoadedBooking } from '../bookings/reschedule-booking.ts';
import { bookingRef } from '../notifications/booking-texts.ts';
import { pageWindow } from '../../core/page-window.ts';
import { recordAdminAction } from './admin-actions.ts';

type PaymentStatus = (typeof bookings.$inferSelect)['paymentStatus'];

export type AdminBookingFilter = {
  page: number;
  pageSize: number;
  dir: 'asc' | 'desc';
  sort: 'start' | 'created' | 'amount' | 'status';
  status?: BookingStatus | undefined;
  day?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  /** IST days the booking was made in (created_at), as the dashboard counts them. */
  madeFrom?: string | undefined;
  madeTo?: string | undefined;
  providerId?: string | undefined;
  client?: string | undefined;
  channel?: BookingChannel | undefined;
  paymentStatus?: PaymentStatus | undefined;
};

/** A booking as the admin panel lists it: who, with whom, when, how it was made and paid. */
export type AdminBookingRow = {
  id: string;
  reference: string;
  client: { id: string; name: string; phone: string | null; email: string };
  provider: { id: string; name: string; city: string };
  service: { id: string; name: string } | null;
  slotId: string;
  startsAt: string;
  date: string;
  time: string;
  status: BookingStatus;
  channel: BookingChannel;
  amountPaise: number;
  paymentStatus: PaymentStatus;
  cancelReason: string | null;
  createdAt: string;
};

const clientUser = alias(user, 'client_user');

const rowColumns = {
  booking: bookings,
  provider: { id: providers.id, name: providers.name, city: providers.city },
  service: { id: services.id, name: services.name },
  account: { id: clientUser.id, email: clientUser.email },
};

type SelectedRow = {
  booking: typeof bookings.$inferSelect;
  provider: AdminBookingRow['provider'];
  service: { id: string | null; name: string | null } | null;
  account: { id: string; email: string };
};

function toRow({ booking, provider, service, account }: SelectedRow): AdminBookingRow {
  return {
    id: booking.id,
    reference: bookingRef(booking.id),
    client: { id: account.id, name: booking.name, phone: booking.phone, email: account.email },
    provider,
    service: service?.id && service.name ? { id: service.id, name: service.name } : null,
    slotId: booking.slotId,
    startsAt: booking.startsAt.toISOString(),
    date: istDate(booking.startsAt),
    time: istTime(booking.startsAt),
    status: booking.status,
    channel: booking.channel,
    amountPaise: booking.amountPaise,
    paymentStatus: booking.paymentStatus,
    cancelReason: booking.cancelReason,
    createdAt: booking.createdAt.toISOString(),
  };
}

/** The bookings joined with everything a row shows. */
function selectRows(db: Db) {
  return db
    .select(rowColumns)
    .from(bookings)
    .innerJoin(providers, eq(providers.id, bookings.providerId))
    .innerJoin(clientUser, eq(clientUser.id, bookings.userId))
    .leftJoin(services, eq(services.id, bookings.serviceId))
    .$dynamic();
}

/** A client by part of the name (on the booking or the account), of the e-mail, or by phone digits. */
function clientFilter(text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const digits = text.replace(/\D/g, '');
  // People type phone numbers with spaces, a leading 0 or without +91: match on the national digits given.
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  const byPhone =
    national.length >= 4
      ? or(
          sql`regexp_replace(coalesce(${bookings.phone}, ''), '\\D', '', 'g') like ${containsPattern(national)}`,
          sql`regexp_replace(coalesce(${clientUser.phoneNumber}, ''), '\\D', '', 'g') like ${containsPattern(national)}`,
        )
      : undefined;
  return or(
    sql`${bookings.name} ilike ${pattern}`,
    sql`${clientUser.name} ilike ${pattern}`,
    sql`${clientUser.email} ilike ${pattern}`,
    byPhone,
  );
}

/** The list's filters without its paging and sorting (the CSV export takes the same ones). */
export type AdminBookingWhere = Omit<AdminBookingFilter, 'page' | 'pageSize' | 'dir' | 'sort'>;

function filterOf(filter: AdminBookingWhere): SQL | undefined {
  const fromDay = filter.day ?? filter.from;
  const toDay = filter.day ?? filter.to;
  return and(
    filter.status ? eq(bookings.status, filter.status) : undefined,
    fromDay ? gte(bookings.startsAt, istToInstant(fromDay)) : undefined,
    toDay ? lt(bookings.startsAt, istToInstant(addDays(toDay, 1))) : undefined,
    filter.madeFrom ? gte(bookings.createdAt, istToInstant(filter.madeFrom)) : undefined,
    filter.madeTo ? lt(bookings.createdAt, istToInstant(addDays(filter.madeTo, 1))) : undefined,
    filter.providerId ? eq(bookings.providerId, filter.providerId) : undefined,
    filter.channel ? eq(bookings.channel, filter.channel) : undefined,
    filter.paymentStatus ? eq(bookings.paymentStatus, filter.paymentStatus) : undefined,
    clientFilter(filter.client),
  );
}

const sortColumns = {
  start: bookings.startsAt,
  created: bookings.createdAt,
  amount: bookings.amountPaise,
  status: bookings.status,
} as const;

/** Every booking of the platform, filtered, sorted and paged on the server. */
export async function listAdminBookings(
  ctx: Pick<AppContext, 'db'>,
  filter: AdminBookingFilter,
): Promise<{ items: AdminBookingRow[]; total: number; page: number; pageSize: number }> {
  const where = filterOf(filter);
  const order = filter.dir === 'asc' ? asc : desc;
  const { offset, limit } = pageWindow(filter);
  const [rows, [counted]] = await Promise.all([
    selectRows(ctx.db)
      .where(where)
      // The id breaks ties so that pages never repeat or skip a row.
      .orderBy(order(sortColumns[filter.sort]), order(bookings.id))
      .offset(offset)
      .limit(limit),
    ctx.db.select({ n: count() }).from(bookings).innerJoin(clientUser, eq(clientUser.id, bookings.userId)).where(where),
  ]);
  return { items: rows.map(toRow), total: counted?.n ?? 0, page: filter.page, pageSize: filter.pageSize };
}

/**
 * The filtered list in id order, `limit` rows after `afterId`: keyset paging, so an export of any
 * size reads one batch at a time and never skips or repeats a row.
 */
export async function adminBookingsAfter(
  ctx: Pick<AppContext, 'db'>,
  filter: AdminBookingWhere,
  afterId: string | null,
  limit: number,
): Promise<AdminBookingRow[]> {
  const rows = await selectRows(ctx.db)
    .where(and(filterOf(filter), afterId ? gt(bookings.id, afterId) : undefined))
    .orderBy(asc(bookings.id))
    .limit(limit);
  return rows.map(toRow);
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The booking reference without its dressing: "#BM-1A2B3C4D5E", "bm1a2b3c4d5e" and "1a2b3c4d5e" are
 * all ten hex digits "1a2b3c4d5e". The eight-digit short id older Mitra replies gave ("Booking id:
 * D07F573A") is read too, as the first eight. Null when the text is neither.
 */
export function referenceDigits(text: string): string | null {
  const bare = text
    .trim()
    .replace(/^#/, '')
    .replace(/^bm[\s-]?/i, '')
    .replace(/[\s-]/g, '')
    .toLowerCase();
  return /^(?:[0-9a-f]{8}|[0-9a-f]{10})$/.test(bare) ? bare : null;
}

/** Ids that begin with these hex digits, as a range on the primary key (so the index answers it). */
function referenceRange(digits: string): SQL {
  const asUuid = (hex: string) => `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  const low = asUuid(digits.padEnd(32, '0'));
  const high = asUuid(digits.padEnd(32, 'f'));
  return sql`${bookings.id} between ${low}::uuid and ${high}::uuid`;
}

export type BookingLookup = { matchedBy: ('id' | 'reference' | 'phone')[]; phone: string | null; items: AdminBookingRow[] };

/**
 * Booking Lookup: a booking id, its reference (or the eight-digit short id), or a phone number in
 * any Indian form, in any case and with spaces around. Ten digits can be both a reference and a
 * mobile number; both readings are searched. Newest first.
 */
export async function lookupBookings(ctx: Pick<AppContext, 'db'>, q: string): Promise<BookingLookup> {
  const text = q.trim();
  const matchedBy: BookingLookup['matchedBy'] = [];
  const conditions: SQL[] = [];
  if (uuidPattern.test(text)) {
    matchedBy.push('id');
    conditions.push(eq(bookings.id, text.toLowerCase()));
  }
  const digits = uuidPattern.test(text) ? null : referenceDigits(text);
  if (digits) {
    matchedBy.push('reference');
    conditions.push(referenceRange(digits));
  }
  // Only what could be typed as a phone number is read as one ("+91 98450-12345", "098450 12345").
  const phone = /^\+?[\d\s()-]{10,20}$/.test(text) ? toE164(text) : null;
  if (phone) {
    matchedBy.push('phone');
    conditions.push(
      or(
        eq(bookings.phone, phone),
        eq(clientUser.phoneNumber, phone),
        sql`exists (select 1 from profiles cp where cp.user_id = ${bookings.userId} and cp.contact_phone = ${phone})`,
      )!,
    );
  }
  if (conditions.length === 0) {
    throw new AppError('invalid_request', {
      message: 'Enter a booking id, a booking reference such as BM1A2B3C4D5E, or a phone number.',
      issues: [{ path: 'q', message: 'Not a booking id, reference or phone number' }],
    });
  }
  const rows = await selectRows(ctx.db)
    .where(or(...conditions))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(50);
  return { matchedBy, phone, items: rows.map(toRow) };
}

async function rowOf(db: Db, bookingId: string): Promise<AdminBookingRow> {
  const [row] = await selectRows(db).where(eq(bookings.id, bookingId));
  if (!row) throw new AppError('not_found', { message: 'Booking not found.' });
  return toRow(row);
}

/** Loads any booking with both parties (an admin may act on everyone's). */
async function loadAnyBooking(tx: Db, bookingId: string) {
  const [owner] = await tx.select({ providerId: bookings.providerId }).from(bookings).where(eq(bookings.id, bookingId));
  if (!owner) throw new AppError('not_found', { message: 'Booking not found.' });
  return loadBookingOf(tx, { providerId: owner.providerId }, bookingId);
}

/**
 * Cancels a booking on someone's behalf, with the same rules as the client's and provider's cancel
 * (the slot is freed; a free booking is given back before the start); both parties are told, with the
 * reason, in-app, on WhatsApp and by e-mail. The booking keeps the channel it was made through.
 */
export function cancelAsAdmin(ctx: AppContext, adminId: string, bookingId: string, reason: string): Promise<AdminBookingRow> {
  return inBookingTransaction(ctx, async (tx, emit) => {
    const found = await loadAnyBooking(tx, bookingId);
    const { freeBookingReturned } = await cancelLoadedBooking(ctx, tx, emit, found, { byAdmin: { reason } });
    await recordAdminAction(ctx, tx, {
      adminId,
      action: 'booking.cancel',
      targetType: 'booking',
      targetId: bookingId,
      reason,
      data: { startsAt: found.booking.startsAt.toISOString(), freeBookingReturned },
    });
    return rowOf(tx, bookingId);
  });
}

/**
 * Moves a booking to another free future slot of the same provider on someone's behalf, with the
 * reschedule's rules and races; both parties are told. The booking's channel becomes `admin`: the
 * appointment as it now stands was arranged by an admin (the channel it came from is kept in the
 * admin action's record).
 */
export function moveAsAdmin(
  ctx: AppContext,
  adminId: string,
  bookingId: string,
  input: { slotId: string; reason: string },
): Promise<AdminBookingRow> {
  return inBookingTransaction(ctx, async (tx, emit) => {
    const found = await loadAnyBooking(tx, bookingId);
    const moved = await moveLoadedBooking(ctx, tx, emit, found, { slotId: input.slotId, byAdmin: { reason: input.reason } });
    await tx.update(bookings).set({ channel: 'admin' }).where(eq(bookings.id, bookingId));
    await recordAdminAction(ctx, tx, {
      adminId,
      action: 'booking.move',
      targetType: 'booking',
      targetId: bookingId,
      reason: input.reason,
      data: {
        fromSlotId: found.booking.slotId,
        fromStartsAt: found.booking.startsAt.toISOString(),
        toSlotId: moved.slotId,
        toStartsAt: moved.startsAt,
        previousChannel: found.booking.channel,
      },
    });
    return rowOf(tx, bookingId);
  });
}

export type AdminSlot = { id: string; startsAt: string; endsAt: string; date: string; time: string };

/**
 * A provider's free future slots (listed or not: an admin may move a booking of a provider who is
 * suspended), on one IST day or over the next 14 days, without those in an emergency pause (a move
 * there is refused). 404 for an unknown provider.
 */
export async function listFreeSlotsForAdmin(
  ctx: Pick<AppContext, 'db' | 'now'>,
  providerId: string,
  date: string | undefined,
): Promise<AdminSlot[]> {
  const [provider] = await ctx.db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
  if (!provider) throw new AppError('not_found', { message: 'Provider not found.' });
  const now = ctx.now();
  const from = date ? istToInstant(date) : now;
  const to = date ? istToInstant(addDays(date, 1)) : istToInstant(addDays(istDate(now), 15));
  const rows = await ctx.db
    .select({ id: timeSlots.id, startsAt: timeSlots.startsAt, endsAt: timeSlots.endsAt })
    .from(timeSlots)
    // Joined, so Drizzle qualifies every column and the pause condition can name both tables.
    .innerJoin(providers, eq(providers.id, timeSlots.providerId))
    .where(
      and(
        eq(timeSlots.providerId, providerId),
        notPausedSlot('time_slots', 'providers'),
        eq(timeSlots.isAvailable, true),
        gt(timeSlots.startsAt, now),
        gte(timeSlots.startsAt, from),
        lt(timeSlots.startsAt, to),
      ),
    )
    .orderBy(asc(timeSlots.startsAt))
    .limit(500);
  return rows.map((slot) => ({
    id: slot.id,
    startsAt: slot.startsAt.toISOString(),
    endsAt: slot.endsAt.toISOString(),
    date: istDate(slot.startsAt),
    time: istTime(slot.startsAt),
  }));
}
