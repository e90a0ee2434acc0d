import { z } from 'zod';
import { rewardRules } from '../../services/rewards/reward-rules.ts';

export const applyReferralBodySchema = z.strictObject({ code: z.string().trim().min(4).max(20) });
export const redeemBodySchema = z.strictObject({});

const levelId = z.enum(['bronze', 'silver', 'gold']);

export const rewardsSchema = z.object({
  balance: z.number().int(),
  lifetimePoints: z.number().int(),
  level: z.object({ id: levelId, min: z.number().int() }),
  nextLevel: z.object({ id: levelId, min: z.number().int(), pointsToGo: z.number().int() }).nullable(),
  attendedAppointments: z.number().int(),
  profileBonusEarned: z.boolean(),
  referralCode: z.string(),
  canApplyReferral: z.boolean(),
  tier: z.enum(['free', 'pro', 'enterprise']),
  redeem: z.object({
    cost: z.number().int(),
    reward: z.literal('free_booking'),
    available: z.boolean(),
    blockedBy: z.enum(['points', 'plan']).nullable(),
  }),
  rules: z.object({
    appointmentPoints: z.literal(rewardRules.appointmentPoints).describe('Per appointment attended'),
    profilePoints: z.literal(rewardRules.profilePoints).describe('Once, when the profile is completed'),
    referrerPoints: z.literal(rewardRules.referrerPoints).describe('To the client whose code a new client used'),
    welcomePoints: z.literal(rewardRules.welcomePoints).describe('To the new client who used a code'),
    redeemCost: z.literal(rewardRules.redeemCost).describe('Points for one extra free booking'),
  }),
  history: z.array(
    z.object({
      kind: z.enum(['appointment', 'referral_bonus', 'welcome_bonus', 'redemption', 'adjustment', 'provider_late_cancel']),
      points: z.number().int(),
      at: z.iso.datetime(),
      providerName: z.string().optional(),
      pending: z.boolean().optional().describe("Referral points waiting for the new client's first attended appointment"),
      reason: z.string().optional().describe("An admin adjustment's reason"),
    }),
  ),
});
