import { z } from 'zod';
import { isCidrRange, isIpAddress } from '../../services/admin/ip-allowlist.ts';

const addressOrRange = z
  .string()
  .trim()
  .min(2)
  .max(64)
  .refine((text) => isIpAddress(text) || isCidrRange(text), { message: 'An IPv4 or IPv6 address (or a CIDR range such as 10.0.0.0/24).' });
const range = z.string().trim().max(64).refine(isCidrRange, { message: 'A CIDR range such as 203.0.113.0/24 or 2001:db8::/32.' });
const description = z.string().trim().max(200);
const confirm = z.boolean().optional().describe('true: make the change even though it shuts out your own address');

export const ipRuleIdParamSchema = z.object({ id: z.uuid() });

export const addIpRuleBodySchema = z.strictObject({
  ipAddress: addressOrRange,
  ipRange: range.nullable().optional(),
  description: description.nullable().optional(),
  confirm,
});

export const changeIpRuleBodySchema = z
  .strictObject({
    ipAddress: addressOrRange.optional(),
    ipRange: range.nullable().optional(),
    description: description.nullable().optional(),
    isActive: z.boolean().optional(),
    confirm,
  })
  .refine((body) => Object.keys(body).some((key) => key !== 'confirm'), { message: 'Nothing to change' });

export const removeIpRuleQuerySchema = z.strictObject({
  confirm: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true')
    .describe('true: delete even though it shuts out your own address'),
});

export const ipRuleSchema = z.object({
  id: z.uuid(),
  ipAddress: z.string(),
  ipRange: z.string().nullable(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});

export const ipRuleListSchema = z.object({
  items: z.array(ipRuleSchema),
  /** The caller's address as the gate sees it: the page names it when a rule would shut it out. */
  yourAddress: z.string(),
});

export const accessLogSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  ipAddress: z.string().nullable(),
  route: z.string(),
  userAgent: z.string().nullable(),
  granted: z.boolean(),
  /** How many calls the row stands for: signed-out calls from one address are counted per hour in one row. */
  hits: z.number().int().min(1),
  /** The first call of the row, and its last. */
  createdAt: z.iso.datetime(),
  lastSeenAt: z.iso.datetime(),
});
