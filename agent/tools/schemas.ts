/**
 * The tool input schemas of DESIGN §5, with the client's constraints of issue 15: where
 * (`city`, `area`), how dear (`maxPricePaise`), the provider's language, the order (`sort`),
 * and for find_slots the kind of provider (`query`: "dentist", "fridge repair").
 */
import { zodSchema } from 'ai';
import { z } from 'zod';
import { categoryIds } from '#db/schema/index.ts';

const categoryId = z.enum(categoryIds);
const id = z.string().trim().min(1).max(100);

const constraints = {
  city: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .optional()
    .describe("City the provider must be in (the client's, from the conversation or profile)"),
  area: z.string().trim().min(1).max(100).optional().describe('Locality within the city, e.g. "Andheri West"'),
  maxPricePaise: z.int().positive().max(100_000_000).optional().describe('Price ceiling in paise (₹500 = 50000)'),
  language: z
    .string()
    .trim()
    .regex(/^[a-z]{2}$/, 'ISO 639-1 code')
    .optional()
    .describe('Language the provider must speak, ISO 639-1 ("ta", "hi")'),
};

export const searchCatalogInput = z.object({
  query: z.string().max(200),
  category: categoryId.optional(),
  ...constraints,
  sort: z.enum(['relevance', 'price', 'rating']).optional(),
});

export const findSlotsInput = z.object({
  providerId: id.optional(),
  serviceId: id.optional(),
  category: categoryId.optional(),
  query: z
    .string()
    .trim()
    .max(200)
    .optional()
    .describe('The kind of provider or service asked for ("dentist", "AC repair"): only providers whose specialty or services match'),
  ...constraints,
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD')
    .optional(),
  time: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM')
    .optional(),
  timeWindow: z.enum(['morning', 'afternoon', 'evening', 'night']).optional(),
  sort: z
    .enum(['time', 'price', 'rating'])
    .optional()
    .describe('time: nearest the wished time (default); price: cheapest first; rating: best rated first'),
});

export const checkQuotaInput = z.object({});
export const bookSlotInput = z.object({ slotId: id });
export const cancelBookingInput = z.object({ bookingId: id });
export const listBookingsInput = z.object({});
export const rescheduleBookingInput = z.object({ bookingId: id, slotId: id });
export const raiseComplaintInput = z.object({
  description: z.string().trim().min(3).max(4000).describe('What happened, in the user’s own words'),
  subject: z.string().trim().min(3).max(120).optional().describe('A one-line summary; left out, the start of the description'),
  bookingId: id.optional().describe('The booking it is about, when known (an id from list_bookings)'),
  about: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('The provider or service the user named, to find the booking among their recent ones when there is no id'),
  category: categoryId.optional().describe('The kind of provider the complaint is about, when named (finds the booking like `about`)'),
});

export type FindSlotsInput = z.infer<typeof findSlotsInput>;
export type SearchCatalogInput = z.infer<typeof searchCatalogInput>;

/**
 * The schemas as the AI SDK sends them to a model, each converted to JSON Schema once per
 * process: handing the SDK the zod schemas would convert all of them again on every turn.
 */
export const joinWaitlistInput = z.object({
  providerId: id,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'YYYY-MM-DD'),
  partOfDay: z.enum(['morning', 'afternoon', 'evening']).optional(),
});

export const toolInputSchemas = {
  searchCatalog: zodSchema(searchCatalogInput),
  findSlots: zodSchema(findSlotsInput),
  checkQuota: zodSchema(checkQuotaInput),
  bookSlot: zodSchema(bookSlotInput),
  cancelBooking: zodSchema(cancelBookingInput),
  listBookings: zodSchema(listBookingsInput),
  rescheduleBooking: zodSchema(rescheduleBookingInput),
  raiseComplaint: zodSchema(raiseComplaintInput),
  joinWaitlist: zodSchema(joinWaitlistInput),
};
