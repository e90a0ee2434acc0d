import { alias } from 'drizzle-orm/pg-core';
import { and, asc, count, desc, eq, gt, gte, isNotNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { insertNotifications } from '#db/queries/notifications.ts';
import { bookings, profiles, providers, transactions, user, type Locale } from '#db/schema/index.ts';
import { containsPattern } from '#db/queries/like-pattern.ts';
import en from '#locales/en/notifications.json' with { type: 'json' };
import hi from '#locales/hi/notifications.json' with { type: 'json' };
import ta from '#locales/ta/notifications.json' with { type: 'json' };
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { formatInr } from '../../core/money.ts';
import { IST, addDays, istToInstant } from '../../core/time-zone.ts';
import { createTranslators } from '../../core/translator.ts';
import { publishEvents } from '../events/event-hub.ts';
import { bookingRef } from '../notifications/booking-texts.ts';
import { getSettings } from '../settings/settings.ts';
import { pageWindow } from '../../core/page-window.ts';
import { recordAdminAction } from './admin-actions.ts';

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

async function paymentRow(db: Db, id: string): Promise<PaymentRow> {
  const [row] = await selectPayments(db).where(eq(transactions.id, id));
  if (!row) throw new AppError('not_found', { message: 'Payment not found.' });
  return toRow(row);
}

const textsFor = createTranslators<Locale>('notifications', { en, hi, ta });
const intlLocale: Record<Locale, string> = { en: 'en-IN', hi: 'hi-IN', ta: 'ta-IN' };

function formatDay(locale: Locale, instant: Date): string {
  return new Intl.DateTimeFormat(intlLocale[locale], { timeZone: IST, day: 'numeric', month: 'long', year: 'numeric' }).format(instant);
}

type Decision = { kind: 'verified'; planEndsAt: Date | null } | { kind: 'rejected'; reason: string };

/** The client's in-app notification of a decision on their payment, in their language. */
function decisionNotification(locale: Locale, payment: TransactionRow, decision: Decision) {
  const t = textsFor(locale);
  const isPlan = payment.kind === 'plan' && payment.plan !== null && payment.plan !== 'free';
  const key = `payment.${isPlan ? 'plan' : 'booking'}${decision.kind === 'verified' ? 'Verified' : 'Rejected'}`;
  const vars = {
    amount: formatInr(payment.amountPaise),
    utr: payment.reference ?? '',
    ref: payment.bookingId ? bookingRef(payment.bookingId) : '',
    plan: isPlan ? t(`payment.plan.${payment.plan}`) : '',
    until: decision.kind === 'verified' && decision.planEndsAt ? formatDay(locale, decision.planEndsAt) : '',
    reason: decision.kind === 'rejected' ? decision.reason : '',
  };
  return {
    userId: payment.userId,
    type: isPlan ? ('update' as const) : ('booking' as const),
    title: t(`${key}.title`, vars),
    message: t(`${key}.message`, vars),
    data: payment.bookingId ? { bookingId: payment.bookingId } : {},
  };
}

/**
 * Takes a pending payment for a decision: the update is conditional on `pending`, so of two
 * admins deciding at once one wins and the other gets 409. 404 for an unknown payment.
 */
async function decide(tx: Db, id: string, set: Partial<TransactionRow>): Promise<TransactionRow> {
  const [decided] = await tx
    .update(transactions)
    .set(set)
    .where(and(eq(transactions.id, id), eq(transactions.status, 'pending')))
    .returning();
  if (decided) return decided;
  const [exists] = await tx.select({ status: transactions.status }).from(transactions).where(eq(transactions.id, id));
  if (!exists) throw new AppError('not_found', { message: 'Payment not found.' });
  throw new AppError('conflict', { message: `This payment has already been decided (${exists.status}).` });
}

/**
 * When a verified plan ends: an active plan of the same tier is extended from its current end
 * (paying early loses no days); otherwise the plan starts now for the period in the settings.
 */
export function planEndAfterPayment(
  profile: { subscriptionTier: string; planEndsAt: Date | null },
  plan: PaidPlan,
  now: Date,
  periodDays: number,
): Date {
  const activeSamePlan = profile.subscriptionTier === plan && profile.planEndsAt !== null && profile.planEndsAt > now;
  const start = activeSamePlan ? profile.planEndsAt! : now;
  return new Date(start.getTime() + periodDays * 86_400_000);
}

/**
 * Verifies a client's UPI payment against the bank statement: the transaction succeeds, and the
 * booking is paid, or the plan starts (or is extended) for the period in the settings. The client
 * is told. 409 when it was already decided.
 */
export async function verifyPayment(ctx: AppContext, adminId: string, id: string): Promise<PaymentRow> {
  const settings = await getSettings(ctx);
  const { row, userId } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const payment = await decide(tx, id, { status: 'succeeded', verifiedBy: adminId, verifiedAt: now, updatedAt: now });
    const [profile] = await tx
      .select({ locale: profiles.locale, subscriptionTier: profiles.subscriptionTier, planEndsAt: profiles.planEndsAt })
      .from(profiles)
      .where(eq(profiles.userId, payment.userId))
      .for('update');
    let planEndsAt: Date | null = null;
    if (payment.kind === 'plan' && (payment.plan === 'pro' || payment.plan === 'enterprise')) {
      planEndsAt = planEndAfterPayment(
        profile ?? { subscriptionTier: 'free', planEndsAt: null },
        payment.plan,
        now,
        settings.planPeriodDays,
      );
      await tx
        .update(profiles)
        .set({ subscriptionTier: payment.plan, planEndsAt, updatedAt: now })
        .where(eq(profiles.userId, payment.userId));
    } else if (payment.bookingId) {
      await tx
        .update(bookings)
        .set({ paymentStatus: 'paid', updatedAt: now })
        .where(and(eq(bookings.id, payment.bookingId), sql`${bookings.paymentStatus} <> 'refunded'`));
    }
    await insertNotifications(tx, [decisionNotification(profile?.locale ?? 'en', payment, { kind: 'verified', planEndsAt })]);
    await recordAdminAction(ctx, tx, {
      adminId,
      action: 'payment.verify',
      targetType: 'payment',
      targetId: id,
      data: {
        kind: payment.kind,
        plan: payment.plan,
        amountPaise: payment.amountPaise,
        reference: payment.reference,
        bookingId: payment.bookingId,
        planEndsAt: planEndsAt?.toISOString() ?? null,
      },
    });
    return { row: await paymentRow(tx, id), userId: payment.userId };
  });
  await publishEvents(ctx, [{ type: 'notification', userIds: [userId], data: { action: 'created' } }]);
  return row;
}

/**
 * Rejects a client's UPI payment with a reason they see: the transaction fails, a booking's payment
 * goes back to unpaid (so they can give the right reference), and the client is notified in their
 * language. 409 when it was already decided.
 */
export async function rejectPayment(ctx: AppContext, adminId: string, id: string, reason: string): Promise<PaymentRow> {
  const { row, userId } = await ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const payment = await decide(tx, id, { status: 'failed', rejectReason: reason, verifiedBy: adminId, verifiedAt: now, updatedAt: now });
    if (payment.bookingId) {
      await tx
        .update(bookings)
        .set({ paymentStatus: 'none', updatedAt: now })
        .where(and(eq(bookings.id, payment.bookingId), eq(bookings.paymentStatus, 'pending')));
    }
    const [profile] = await tx.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.userId, payment.userId));
    await insertNotifications(tx, [decisionNotification(profile?.locale ?? 'en', payment, { kind: 'rejected', reason })]);
    await recordAdminAction(ctx, tx, {
      adminId,
      action: 'payment.reject',
      targetType: 'payment',
      targetId: id,
      reason,
      data: {
        kind: payment.kind,
        plan: payment.plan,
        amountPaise: payment.amountPaise,
        reference: payment.reference,
        bookingId: payment.bookingId,
      },
    });
    return { row: await paymentRow(tx, id), userId: payment.userId };
  });
  await publishEvents(ctx, [{ type: 'notification', userIds: [userId], data: { action: 'created' } }]);
  return row;
}
