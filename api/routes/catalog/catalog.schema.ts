import { z } from 'zod';
import { categoryIds } from '#db/schema/index.ts';
import { defaultSearchLimit, maxSearchLimit } from '../../services/catalog/search/catalog-search.ts';

/** An empty query parameter (`?city=`) means "not given". */
const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

export const categoryIdSchema = z.enum(categoryIds);
export const optionalCategorySchema = z.preprocess(blankAsMissing, categoryIdSchema.optional());
export const optionalCitySchema = z.preprocess(blankAsMissing, z.string().trim().min(1).max(80).optional());

export const searchQuerySchema = z.object({
  q: z.string().max(200).default(''),
  limit: z.coerce.number().int().min(1).max(maxSearchLimit).default(defaultSearchLimit),
  category: optionalCategorySchema,
  city: optionalCitySchema,
});

export const providerListQuerySchema = z.object({
  q: z.string().max(200).optional(),
  category: optionalCategorySchema,
  city: optionalCitySchema,
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(12),
});

export const providerIdParamSchema = z.object({ id: z.uuid() });

export const alternativeReasonSchema = z.enum(['other_city', 'other_specialty']);

/** The kind a query asked for through its needs ("toothache" → Dentist), and where. */
export const askedKindSchema = z.object({ category: categoryIdSchema, specialties: z.array(z.string()), city: z.string().nullable() });

export const categorySchema = z.object({ id: categoryIdSchema, name: z.string(), providerCount: z.number().int() });

export const searchHitSchema = z.object({
  kind: z.enum(['provider', 'service']),
  id: z.uuid(),
  label: z.string(),
  providerId: z.uuid(),
  providerName: z.string(),
  category: categoryIdSchema,
  city: z.string(),
  specialty: z.string().nullable(),
  pricePaise: z.number().int().nullable(),
  alternative: alternativeReasonSchema
    .optional()
    .describe('Set on an alternative offered because nothing of the kind asked is there; never a match'),
});

export const providerCardSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: categoryIdSchema,
  specialty: z.string().nullable(),
  city: z.string(),
  area: z.string().nullable(),
  languages: z.array(z.string()),
  verified: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  priceFromPaise: z.number().int().nullable(),
  avatarUrl: z.string().nullable(),
});

export const providerPageSchema = z.object({
  items: z.array(providerCardSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  asked: askedKindSchema.nullable().optional(),
  alternatives: z
    .array(z.object({ reason: alternativeReasonSchema, items: z.array(providerCardSchema), total: z.number().int() }))
    .optional()
    .describe('When nothing of the kind asked is there: the same kind elsewhere, or other providers where asked. Never matches'),
});

export const providerDetailSchema = providerCardSchema.extend({
  bio: z.string().nullable(),
  services: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      category: categoryIdSchema,
      description: z.string().nullable(),
      durationMinutes: z.number().int(),
      pricePaise: z.number().int(),
    }),
  ),
  reviews: z.array(
    z.object({
      authorName: z.string(),
      rating: z.number().int(),
      comment: z.string().nullable(),
      reply: z.string().nullable().describe("The provider's public answer"),
      createdAt: z.iso.datetime(),
    }),
  ),
  bookingNoticeMinutes: z.number().int().describe('Clients book at least this many minutes before the start (0: any time)'),
  cancelNoticeMinutes: z
    .number()
    .int()
    .describe('Clients cancel or reschedule online at least this many minutes before the start (0: any time)'),
});
