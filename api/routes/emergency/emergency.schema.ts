import { z } from 'zod';
import { categoryIds } from '#db/schema/index.ts';

export const activePauseSchema = z.object({
  id: z.uuid(),
  scope: z.enum(['provider', 'category_city', 'city']),
  providerId: z.uuid().nullable(),
  providerName: z.string().nullable(),
  category: z.enum(categoryIds).nullable(),
  city: z.string().nullable(),
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  reason: z.string(),
});
