/** The tool input schemas of DESIGN §5, exactly. */
import { z } from 'zod';
import { categoryIds } from '#db/schema/index.ts';

const categoryId = z.enum(categoryIds);
const id = z.string().trim().min(1).max(100);

export const searchCatalogInput = z.object({
  query: z.string().max(200),
  category: categoryId.optional(),
  city: z.string().max(100).optional(),
});

export const findSlotsInput = z.object({
  providerId: id.optional(),
  serviceId: id.optional(),
  category: categoryId.optional(),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD').optional(),
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM').optional(),
  timeWindow: z.enum(['morning', 'afternoon', 'evening', 'night']).optional(),
});

export const checkQuotaInput = z.object({});
export const bookSlotInput = z.object({ slotId: id });
export const cancelBookingInput = z.object({ bookingId: id });
export const listBookingsInput = z.object({});
export const rescheduleBookingInput = z.object({ bookingId: id, slotId: id });

export type FindSlotsInput = z.infer<typeof findSlotsInput>;
