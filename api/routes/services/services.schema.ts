import { z } from 'zod';
import { categoryIdSchema, optionalCategorySchema, optionalCitySchema } from '../catalog/catalog.schema.ts';

export const serviceListQuerySchema = z.object({
  category: optionalCategorySchema,
  city: optionalCitySchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(20),
});

export const serviceIdParamSchema = z.object({ id: z.uuid() });

export const serviceListingSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: categoryIdSchema,
  durationMinutes: z.number().int(),
  pricePaise: z.number().int(),
  providerId: z.uuid(),
  providerName: z.string(),
  city: z.string(),
  area: z.string().nullable(),
});

export const serviceListingPageSchema = z.object({
  items: z.array(serviceListingSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
