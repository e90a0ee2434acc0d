import { z } from 'zod';
import { serviceInputSchema } from '../provider-applications/provider-applications.schema.ts';

export const serviceIdParamSchema = z.object({ id: z.uuid() });

export const addServiceBodySchema = serviceInputSchema;

export const changeServiceBodySchema = serviceInputSchema
  .partial()
  .extend({ isActive: z.boolean().optional().describe('false pauses the service; its future bookings stay') })
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to change' });

export const providerServiceSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.int(),
  pricePaise: z.int(),
  approval: z.enum(['pending', 'approved', 'rejected']),
  isActive: z.boolean(),
  updatedAt: z.iso.datetime(),
});
