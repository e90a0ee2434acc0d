import { z } from 'zod';
import { providerApplicationSchema } from '../provider-applications/provider-applications.schema.ts';
import { providerServiceSchema } from '../provider/provider.schema.ts';

export const roleRequestIdParamSchema = z.object({ id: z.uuid() });
export const roleRequestListQuerySchema = z.object({ status: z.enum(['pending', 'approved', 'rejected']).optional() });
export const rejectBodySchema = z.strictObject({ reason: z.string().trim().min(3).max(500).describe('Told to the applicant') });
export const approveBodySchema = z.strictObject({});

export const adminRoleRequestSchema = providerApplicationSchema.extend({
  newRole: z.string(),
  reason: z.string(),
  user: z.object({ id: z.string(), name: z.string(), email: z.string() }),
});

export const serviceIdParamSchema = z.object({ id: z.uuid() });
export const serviceListQuerySchema = z.object({ approval: z.enum(['pending', 'approved', 'rejected']).default('pending') });
export const adminServiceSchema = providerServiceSchema.extend({
  provider: z.object({ id: z.uuid(), name: z.string(), city: z.string() }),
});
