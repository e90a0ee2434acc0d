import { z } from 'zod';
import { categoryIds } from '#db/schema/index.ts';
import { pageOf, pageQuerySchema, reasonBodySchema } from './admin.schema.ts';

const verification = z.enum(['pending', 'verified', 'suspended']);
const searchText = z.string().trim().min(1).max(100);

export const providerListQuerySchema = pageQuerySchema
  .extend({
    sort: z.enum(['name', 'city', 'rating', 'joined', 'upcoming']).default('joined'),
    verification: verification.optional(),
    q: searchText.optional().describe('Part of the name, specialty or e-mail, or digits of the phone number'),
    city: searchText.optional(),
    category: z.enum(categoryIds).optional(),
  })
  .strict();

export const providerIdParamSchema = z.object({ id: z.uuid() });

export const adminProviderRowSchema = z.object({
  id: z.uuid(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  category: z.enum(categoryIds),
  specialty: z.string().nullable(),
  city: z.string(),
  area: z.string().nullable(),
  verification,
  ratingAvg: z.number(),
  ratingCount: z.int(),
  upcomingBookings: z.int().describe('Active bookings still to come'),
  joinedAt: z.iso.datetime(),
});

export const providerPageSchema = pageOf(adminProviderRowSchema).extend({
  counts: z.object({ pending: z.int(), verified: z.int(), suspended: z.int() }).describe('Size of each tab under the same search'),
});

export const verifyBodySchema = z.strictObject({ reason: z.string().trim().min(3).max(500).optional() });
export const suspendBodySchema = reasonBodySchema
  .extend({ futureBookings: z.enum(['keep', 'cancel']).describe('Keep or cancel the bookings still to come') })
  .strict();
export { reasonBodySchema };
