import { z } from 'zod';

export const createRoleRequestBodySchema = z.strictObject({
  newRole: z.enum(['provider', 'admin']),
  reason: z.string().trim().min(5).max(500),
});

export const roleRequestSchema = z.object({
  id: z.uuid(),
  newRole: z.enum(['provider', 'admin']),
  reason: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.iso.datetime(),
});
