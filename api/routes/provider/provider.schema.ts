import { z } from 'zod';
import { bookingSchema, reviewSchema } from '../bookings/bookings.schema.ts';
import { providerApplicationBodySchema, serviceInputSchema, weekSchema } from '../provider-applications/provider-applications.schema.ts';
import { calendarDateSchema } from '../../http/bounded-dates.ts';

/** The refusals every /api/provider route can answer. */
export const providerRouteErrors = {
  401: { description: 'Not signed in' },
  403: { description: 'Not a provider, or suspended' },
  404: { description: 'Not found (or not yours)' },
};

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

export const bookingIdParamSchema = z.object({ id: z.uuid() });

export const providerBookingsQuerySchema = z.strictObject({
  scope: z.enum(['upcoming', 'past', 'cancelled', 'all']).default('upcoming'),
  date: calendarDateSchema.optional().describe('One IST day, YYYY-MM-DD'),
  q: z.string().trim().min(1).max(60).optional().describe("Part of the client's name or phone number"),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});

export const cancelAsProviderBodySchema = z.strictObject({
  reason: z.string().trim().min(3).max(300).describe('Told to the client'),
});

export const moveAsProviderBodySchema = z.strictObject({ slotId: z.uuid() });

export const providerBookingSchema = bookingSchema.extend({
  cancelReason: z.string().nullable(),
  undoUntil: z.iso.datetime().nullable().describe('Until when the attended or no-show mark can be undone (5 minutes after it)'),
});

export const providerFiguresSchema = z.object({
  today: z.int(),
  thisWeek: z.int(),
  attendanceRate: z.number().min(0).max(1).nullable(),
  earningsThisMonthPaise: z.int(),
  rating: z.object({ average: z.number(), count: z.int() }),
});

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM, IST');
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const clockOf = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

export const weekPlanBodySchema = z.strictObject({
  slotMinutes: z.int().min(15).max(240).describe('Length of one slot'),
  gapMinutes: z.int().min(0).max(120).default(0).describe('Kept free after each slot'),
  hours: weekSchema.describe('Ranges per weekday (0 = Sunday), IST; none means closed'),
});

export const weekPlanSchema = z.object({
  slotMinutes: z.int(),
  gapMinutes: z.int(),
  hours: z.array(z.object({ weekday: z.int(), from: z.string(), to: z.string() })),
});
/** The week after a change (PUT), with what the change did to the free slots. */
export const changedWeekPlanSchema = weekPlanSchema.extend({
  slots: z.object({ created: z.int(), removed: z.int() }).describe('What the change did to the free slots'),
});

/** The week as the API shows it: wall-clock times, not minutes. */
export function toWeekPlanBody<T extends { hours: { weekday: number; startMinute: number; endMinute: number }[] }>(
  plan: T,
): Omit<T, 'hours'> & { hours: { weekday: number; from: string; to: string }[] } {
  return {
    ...plan,
    hours: plan.hours.map((range) => ({ weekday: range.weekday, from: clockOf(range.startMinute), to: clockOf(range.endMinute) })),
  };
}

export const timeOffBodySchema = z
  .strictObject({
    from: calendarDateSchema.describe('First IST day'),
    to: calendarDateSchema.optional().describe('Last IST day (default: the first)'),
    fromTime: clock.optional().describe('Part of a day: starts at this time on the first day'),
    toTime: clock.optional().describe('Part of a day: ends at this time on the last day'),
    reason: z.string().trim().max(200).nullable().optional(),
  })
  .transform((input) => ({
    from: input.from,
    to: input.to ?? input.from,
    fromTime: input.fromTime === undefined ? undefined : minuteOf(input.fromTime),
    toTime: input.toTime === undefined ? undefined : minuteOf(input.toTime),
    reason: input.reason ?? null,
  }))
  .refine((input) => input.from <= input.to, { message: '`to` must not be before `from`', path: ['to'] });

export const timeOffIdParamSchema = z.object({ id: z.uuid() });

export const timeOffSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  reason: z.string().nullable(),
  bookings: z.array(providerBookingSchema).describe('Active bookings inside it: cancel them with a reason, or keep them'),
});

export const reviewIdParamSchema = z.object({ id: z.uuid() });

export const replyBodySchema = z.strictObject({ reply: z.string().trim().min(2).max(1000).describe('Shown publicly under the review') });

export { reviewSchema };

export const profileChangeBodySchema = providerApplicationBodySchema
  .pick({ specialty: true, city: true, area: true, languages: true, bio: true, address: true })
  .extend({ name: providerApplicationBodySchema.shape.displayName, visitsAtHome: z.boolean() })
  .partial()
  .strict()
  .refine((change) => Object.keys(change).length > 0, { message: 'Nothing to change' });

export const providerProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: z.string(),
  specialty: z.string().nullable(),
  city: z.string(),
  area: z.string().nullable(),
  bio: z.string().nullable(),
  languages: z.array(z.string()),
  address: z.string().nullable(),
  visitsAtHome: z.boolean(),
  avatarUrl: z.string().nullable().describe('The resized photo, versioned by its change time'),
  verification: z.enum(['pending', 'verified', 'suspended']),
  pendingName: z.string().nullable().describe('A new name waiting for an admin; clients see `name` until then'),
});

/** The photo upload: one image as multipart/form-data (its type is checked by its bytes). */
export const photoFormSchema = z.object({ photo: z.instanceof(File) });
