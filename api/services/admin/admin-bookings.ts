import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { bookings, providers, services, user, type BookingChannel, type BookingStatus } from '#db/schema/index.ts';
import { containsPattern } from '#db/queries/like-pattern.ts';
import type { AppContext } from '../../core/context.ts';
import { addDays, istDate, istTime, istToInstant } from '../../core/time-zone.ts';
import { bookingRef } from '../notifications/booking-texts.ts';
import { pageWindow } from '../../core/page-window.ts';

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

export const clientUser = alias(user, 'client_user');

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

export function toRow({ booking, provider, service, account }: SelectedRow): AdminBookingRow {
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
export function selectRows(db: Db) {
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
