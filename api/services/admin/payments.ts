import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { bookings, profiles, providers, transactions, user } from '#db/schema/index.ts';
import { containsPattern } from '#db/queries/like-pattern.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { addDays, istToInstant } from '../../core/time-zone.ts';
import { bookingRef } from '../notifications/booking-texts.ts';
import { pageWindow } from '../../core/page-window.ts';

type TransactionRow = typeof transactions.$inferSelect;
export type PaymentStatus = TransactionRow['status'];
export type PaymentKind = 'booking' | 'plan';
export type PaidPlan = 'pro' | 'enterprise';

export type PaymentFilter = {
  page: number;
  pageSize: number;
  dir: 'asc' | 'desc';
  sort: 'created' | 'amount' | 'status';
  status?: PaymentStatus | undefined;
  kind?: PaymentKind | undefined;
  /** A UTR, a client's name, e-mail or phone, or a booking reference. */
  q?: string | undefined;
  /** IST days of the record, inclusive. */
  from?: string | undefined;
  to?: string | undefined;
  userId?: string | undefined;
  /** Only payments with a UPI reference a client gave (the verification queue). */
  referencedOnly?: boolean;
};

/** One payment (a transaction) with its client and, for a booking's payment, the booking. */
export type PaymentRow = {
  id: string;
  kind: PaymentKind;
  plan: PaidPlan | null;
  status: PaymentStatus;
  amountPaise: number;
  method: string;
  reference: string | null;
  rejectReason: string | null;
  createdAt: string;
  verifiedAt: string | null;
  verifiedBy: { id: string; name: string } | null;
  client: { id: string; name: string; email: string; phone: string | null };
  booking: {
    id: string;
    reference: string;
    startsAt: string;
    status: (typeof bookings.$inferSelect)['status'];
    paymentStatus: (typeof bookings.$inferSelect)['paymentStatus'];
    provider: { id: string; name: string };
  } | null;
};

const clientUser = alias(user, 'client_user');
const verifier = alias(user, 'verifier');

const columns = {
  transaction: transactions,
  client: {
    id: clientUser.id,
    name: clientUser.name,
    email: clientUser.email,
    phone: clientUser.phoneNumber,
    profileName: profiles.fullName,
  },
  verifier: { id: verifier.id, name: verifier.name },
  booking: {
    id: bookings.id,
    startsAt: bookings.startsAt,
    status: bookings.status,
    paymentStatus: bookings.paymentStatus,
    phone: bookings.phone,
  },
  provider: { id: providers.id, name: providers.name },
};

function selectPayments(db: Db) {
  return db
    .select(columns)
    .from(transactions)
    .innerJoin(clientUser, eq(clientUser.id, transactions.userId))
    .leftJoin(profiles, eq(profiles.userId, transactions.userId))
    .leftJoin(verifier, eq(verifier.id, transactions.verifiedBy))
    .leftJoin(bookings, eq(bookings.id, transactions.bookingId))
    .leftJoin(providers, eq(providers.id, bookings.providerId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof selectPayments>['execute']>>[number];

function toRow(row: Selected): PaymentRow {
  const { transaction: t, client, booking, provider } = row;
  return {
    id: t.id,
    kind: t.kind === 'plan' ? 'plan' : 'booking',
    plan: t.plan === 'pro' || t.plan === 'enterprise' ? t.plan : null,
    status: t.status,
    amountPaise: t.amountPaise,
    method: t.method,
    reference: t.reference,
    rejectReason: t.rejectReason,
    createdAt: t.createdAt.toISOString(),
    verifiedAt: t.verifiedAt?.toISOString() ?? null,
    verifiedBy: row.verifier?.id ? { id: row.verifier.id, name: row.verifier.name } : null,
    client: { id: client.id, name: client.profileName ?? client.name, email: client.email, phone: client.phone ?? booking?.phone ?? null },
    booking:
      booking?.id && provider?.id
        ? {
            id: booking.id,
            reference: bookingRef(booking.id),
            startsAt: booking.startsAt.toISOString(),
            status: booking.status,
            paymentStatus: booking.paymentStatus,
            provider: { id: provider.id, name: provider.name },
          }
        : null,
  };
}

/** A UTR (digits), a client's name or e-mail, their phone digits, or a booking reference. */
function searchFilter(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const digits = q.replace(/\D/g, '');
  const national = digits.length > 10 ? digits.slice(-10) : digits;
  const reference = q
    .trim()
    .replace(/^#/, '')
    .replace(/^bm[\s-]?/i, '')
    .toLowerCase();
  return or(
    sql`${clientUser.name} ilike ${pattern}`,
    sql`${clientUser.email} ilike ${pattern}`,
    sql`${profiles.fullName} ilike ${pattern}`,
    digits.length >= 4 ? sql`${transactions.reference} like ${containsPattern(digits)}` : undefined,
    national.length >= 4
      ? or(
          sql`regexp_replace(coalesce(${clientUser.phoneNumber}, ''), '\\D', '', 'g') like ${containsPattern(national)}`,
          sql`regexp_replace(coalesce(${bookings.phone}, ''), '\\D', '', 'g') like ${containsPattern(national)}`,
        )
      : undefined,
    /^[0-9a-f]{10}$/.test(reference) ? sql`replace(${transactions.bookingId}::text, '-', '') like ${`${reference}%`}` : undefined,
  );
}

/** The list's filters without its paging and sorting (the CSV export takes the same ones). */
export type PaymentWhere = Omit<PaymentFilter, 'page' | 'pageSize' | 'dir' | 'sort'>;

function paymentFilter(filter: PaymentWhere): SQL | undefined {
  return and(
    filter.status ? eq(transactions.status, filter.status) : undefined,
    filter.kind ? eq(transactions.kind, filter.kind) : undefined,
    filter.userId ? eq(transactions.userId, filter.userId) : undefined,
    filter.from ? gte(transactions.createdAt, istToInstant(filter.from)) : undefined,
    filter.to ? lt(transactions.createdAt, istToInstant(addDays(filter.to, 1))) : undefined,
    filter.referencedOnly ? isNotNull(transactions.reference) : undefined,
    searchFilter(filter.q),
  );
}

/** The filtered ledger in id order, `limit` rows after `afterId` (keyset paging for the CSV export). */
export async function paymentsAfter(
  ctx: Pick<AppContext, 'db'>,
  filter: PaymentWhere,
  afterId: string | null,
  limit: number,
): Promise<PaymentRow[]> {
  const rows = await selectPayments(ctx.db)
    .where(and(paymentFilter(filter), afterId ? gt(transactions.id, afterId) : undefined))
    .orderBy(asc(transactions.id))
    .limit(limit);
  return rows.map(toRow);
}

const sortColumns = { created: transactions.createdAt, amount: transactions.amountPaise, status: transactions.status } as const;

/**
 * Payments and the ledger: every transaction, filtered, sorted and paged on the server. The
 * verification queue asks for the ones with a client's UPI reference only.
 */
export async function listPayments(
  ctx: Pick<AppContext, 'db'>,
  filter: PaymentFilter,
): Promise<{ items: PaymentRow[]; total: number; page: number; pageSize: number }> {
  const where = paymentFilter(filter);
  const order = filter.dir === 'asc' ? asc : desc;
  const { offset, limit } = pageWindow(filter);
  const [rows, [counted]] = await Promise.all([
    selectPayments(ctx.db).where(where).orderBy(order(sortColumns[filter.sort]), order(transactions.id)).offset(offset).limit(limit),
    ctx.db
      .select({ n: count() })
      .from(transactions)
      .innerJoin(clientUser, eq(clientUser.id, transactions.userId))
      .leftJoin(profiles, eq(profiles.userId, transactions.userId))
      .leftJoin(bookings, eq(bookings.id, transactions.bookingId))
      .where(where),
  ]);
  return { items: rows.map(toRow), total: counted?.n ?? 0, page: filter.page, pageSize: filter.pageSize };
}

export async function paymentRow(db: Db, id: string): Promise<PaymentRow> {
  const [row] = await selectPayments(db).where(eq(transactions.id, id));
  if (!row) throw new AppError('not_found', { message: 'Payment not found.' });
  return toRow(row);
}
