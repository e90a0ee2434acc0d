import { z } from 'zod';
import { rewardsSchema } from '../rewards/rewards.schema.ts';
import { userIdParamSchema } from './admin-users.schema.ts';

export const rewardsUserParamSchema = userIdParamSchema;

export const adjustmentBodySchema = z.strictObject({
  points: z
    .number()
    .int()
    .min(-10_000)
    .max(10_000)
    .refine((points) => points !== 0, 'Points must not be zero')
    .describe('Positive grants, negative deducts'),
  reason: z.string().trim().min(3).max(500).describe('Shown to the client in their ledger'),
});

export const clientRewardsSchema = z.object({
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  rewards: rewardsSchema,
  adjustments: z.array(
    z.object({
      id: z.uuid(),
      points: z.number().int(),
      reason: z.string().nullable(),
      adjustedBy: z.string().nullable().describe("The admin's name"),
      at: z.iso.datetime(),
    }),
  ),
});
