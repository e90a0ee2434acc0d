import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { insertNotifications } from '#db/queries/notifications.ts';
import { bookings, profiles, transactions, type Locale } from '#db/schema/index.ts';
import en from '#locales/en/notifications.json' with { type: 'json' };
import hi from '#locales/hi/notifications.json' with { type: 'json' };
import ta from '#locales/ta/notifications.json' with { type: 'json' };
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { formatInr } from '../../core/money.ts';
import { formatIstDate } from '../../core/time-zone.ts';
import { createTranslators } from '../../core/translator.ts';
import { publishEvents } from '../events/event-hub.ts';
import { bookingRef } from '../notifications/booking-texts.ts';
import { getSettings } from '../settings/settings.ts';
import { recordAdminAction } from './admin-actions.ts';
import { paymentRow, type PaidPlan, type PaymentRow } from './payments.ts';

/*
 * An admin verifies or rejects a payment the client reported (UPI reference): a booking's payment
 * confirms or fails it, a plan's payment starts the plan; the client is told in their language.
 */

type TransactionRow = typeof transactions.$inferSelect;

const textsFor = createTranslators<Locale>('notifications', { en, hi, ta });
function formatDay(locale: Locale, instant: Date): string {
  return formatIstDate(instant, locale, { weekday: undefined, month: 'long', year: 'numeric' });
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
      data: { ...auditFacts(payment), planEndsAt: planEndsAt?.toISOString() ?? null },
    });
    return { row: await paymentRow(tx, id), userId: payment.userId };
  });
  await publishEvents(ctx, [{ type: 'notification', userIds: [userId], data: { action: 'created' } }]);
  return row;
}

/** What the admin log keeps of a decided payment. */
function auditFacts(payment: {
  kind: string;
  plan: string | null;
  amountPaise: number;
  reference: string | null;
  bookingId: string | null;
}) {
  const { kind, plan, amountPaise, reference, bookingId } = payment;
  return { kind, plan, amountPaise, reference, bookingId };
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
      data: auditFacts(payment),
    });
    return { row: await paymentRow(tx, id), userId: payment.userId };
  });
  await publishEvents(ctx, [{ type: 'notification', userIds: [userId], data: { action: 'created' } }]);
  return row;
}
