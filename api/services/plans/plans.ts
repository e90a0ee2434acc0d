import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { transactions } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { ensureProfile } from '../accounts/profiles.ts';
import { effectiveTier } from '../bookings/quota.ts';
import { claimUpiReference } from '../bookings/record-payment.ts';
import { getSettings } from '../settings/settings.ts';

export type PaidPlan = 'pro' | 'enterprise';
export type PlanTier = 'free' | PaidPlan;

/** A client's plan payment as they see it. */
export type PlanPaymentView = {
  id: string;
  plan: PaidPlan;
  amountPaise: number;
  reference: string | null;
  createdAt: string;
  /** Why an admin rejected it (rejected payments only). */
  reason: string | null;
  decidedAt: string | null;
};

export type PlansView = {
  plans: { id: PlanTier; pricePaise: number; periodDays: number | null }[];
  /** Free bookings a new client gets (the settings' value; the client's own quota is GET /api/me/quota). */
  freeBookingLimit: number;
  /** The plan the client has now (a paid plan whose end has passed is free). */
  current: { tier: PlanTier; planEndsAt: string | null };
  /** The plan payment waiting for an admin to check it, if any. */
  pending: PlanPaymentView | null;
  /** The latest plan payment when an admin rejected it (and nothing was paid or asked for since). */
  rejected: PlanPaymentView | null;
};

function toPaymentView(row: typeof transactions.$inferSelect): PlanPaymentView {
  return {
    id: row.id,
    plan: row.plan === 'enterprise' ? 'enterprise' : 'pro',
    amountPaise: row.amountPaise,
    reference: row.reference,
    createdAt: row.createdAt.toISOString(),
    reason: row.rejectReason,
    decidedAt: row.verifiedAt?.toISOString() ?? null,
  };
}

/** The plans with their prices and period from the settings, and where the client stands. */
export async function getPlans(ctx: AppContext, userId: string): Promise<PlansView> {
  const planPayments = and(eq(transactions.userId, userId), eq(transactions.kind, 'plan'));
  const [settings, profile, [pending], [latestDecided]] = await Promise.all([
    getSettings(ctx),
    ensureProfile(ctx, ctx.db, { userId }),
    ctx.db
      .select()
      .from(transactions)
      .where(and(planPayments, eq(transactions.status, 'pending')))
      .limit(1),
    ctx.db
      .select()
      .from(transactions)
      .where(and(planPayments, ne(transactions.status, 'pending')))
      .orderBy(desc(sql`coalesce(${transactions.verifiedAt}, ${transactions.createdAt})`), desc(transactions.createdAt))
      .limit(1),
  ]);
  const now = ctx.now();
  const tier = effectiveTier(profile, now);
  return {
    plans: [
      { id: 'free', pricePaise: 0, periodDays: null },
      { id: 'pro', pricePaise: settings.planPricePaise.pro, periodDays: settings.planPeriodDays },
      { id: 'enterprise', pricePaise: settings.planPricePaise.enterprise, periodDays: settings.planPeriodDays },
    ],
    freeBookingLimit: settings.freeBookingLimit,
    current: { tier, planEndsAt: tier === 'free' ? null : (profile.planEndsAt?.toISOString() ?? null) },
    pending: pending ? toPaymentView(pending) : null,
    // A new payment supersedes the rejection it answers.
    rejected: !pending && latestDecided?.status === 'failed' ? toPaymentView(latestDecided) : null,
  };
}

/**
 * Records a plan bought by UPI: a pending plan payment for the price in the settings, with the UTR
 * the client's UPI app showed; the plan starts when an admin verifies it. One pending plan payment
 * at a time (409), and a UTR already recorded for any payment is refused (409).
 */
export async function purchasePlan(ctx: AppContext, caller: CurrentUser, input: { plan: PaidPlan; utr: string }): Promise<PlansView> {
  const settings = await getSettings(ctx);
  await ensureProfile(ctx, ctx.db, { userId: caller.id });
  await ctx.db.transaction(async (tx) => {
    // The profile row lock makes a client's concurrent purchases queue, so only one can be pending.
    await tx.execute(sql`select 1 from profiles where user_id = ${caller.id} for update`);
    const [pending] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(and(eq(transactions.userId, caller.id), eq(transactions.kind, 'plan'), eq(transactions.status, 'pending')))
      .limit(1);
    if (pending) throw new AppError('conflict', { message: 'A plan payment is already waiting for verification.' });
    await claimUpiReference(tx, input.utr);
    await tx.insert(transactions).values({
      userId: caller.id,
      amountPaise: settings.planPricePaise[input.plan],
      method: 'upi',
      reference: input.utr,
      kind: 'plan',
      plan: input.plan,
      status: 'pending',
    });
  });
  return getPlans(ctx, caller.id);
}
