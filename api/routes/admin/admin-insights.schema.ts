import { z } from 'zod';
import { categoryIds, locales } from '#db/schema/enums.ts';
import { maxRangeDays, rangeLength } from '../../services/insights/ist-range.ts';
import { reportSorts } from '../../services/insights/provider-report.ts';
import { reportFlagRule } from '../../services/insights/report-flags.ts';
import { calendarDateSchema } from '../../http/bounded-dates.ts';
import { pageOf, pageQuerySchema, perChannel } from './admin.schema.ts';

/** A date in an answer (the range of a chart, its days). */
const istDay = z.iso.date().describe('An IST calendar date, YYYY-MM-DD');
/**
 * A range of IST days, both ends included: at most 366 days, not inverted (the server also refuses
 * one that ends in the future). Both default: the last 30 days up to today.
 */
export const rangeQuerySchema = z
  .object({ from: calendarDateSchema.optional(), to: calendarDateSchema.optional() })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { message: 'The range starts after it ends.', path: ['from'] })
  .refine((range) => !range.from || !range.to || rangeLength(range.from, range.to) <= maxRangeDays, {
    message: `The range may be at most ${maxRangeDays} days.`,
    path: ['from'],
  });

const rangeSchema = z.object({ from: istDay, to: istDay });
const chart = <Shape extends z.ZodRawShape>(shape: Shape) => z.object({ range: rangeSchema, ...shape });

export const channelDaysChartSchema = chart({ days: z.array(perChannel.extend({ date: istDay })) });
export const categoriesChartSchema = chart({ categories: z.array(z.object({ category: z.enum(categoryIds), count: z.number().int() })) });
export const citiesChartSchema = chart({
  cities: z.array(z.object({ city: z.string(), count: z.number().int() })).describe('The ten cities with most bookings'),
  others: z.number().int().describe('Bookings in every other city'),
});
export const cancellationsChartSchema = chart({
  days: z.array(z.object({ date: istDay, cancelled: z.number().int(), noShows: z.number().int() })),
});
export const chatShareChartSchema = chart({
  chatting: z.number().int().describe('Made by talking to Mitra: web chat, WhatsApp, SMS'),
  screens: z.number().int().describe('Made on the screens: the web app and admins'),
  byChannel: perChannel,
});
export const languagesChartSchema = chart({
  languages: z.array(
    z.object({
      locale: z.enum(locales),
      web: z.number().int(),
      whatsapp: z.number().int(),
      sms: z.number().int(),
      total: z.number().int(),
    }),
  ),
});
export const searchMissesChartSchema = chart({ terms: z.array(z.object({ term: z.string(), count: z.number().int() })) });

export const providerReportQuerySchema = pageQuerySchema
  .extend({
    from: calendarDateSchema.optional(),
    to: calendarDateSchema.optional(),
    sort: z.enum(reportSorts).default('bookings'),
    q: z.string().trim().min(1).max(100).optional().describe("The provider's name or city"),
    flagged: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional()
      .describe('Only providers whose cancellation or no-show rate is high'),
  })
  .refine((range) => !range.from || !range.to || range.from <= range.to, { message: 'The range starts after it ends.', path: ['from'] })
  .refine((range) => !range.from || !range.to || rangeLength(range.from, range.to) <= maxRangeDays, {
    message: `The range may be at most ${maxRangeDays} days.`,
    path: ['from'],
  });

export const providerReportRowSchema = z.object({
  provider: z.object({ id: z.uuid(), name: z.string(), category: z.enum(categoryIds), city: z.string() }),
  bookings: z.number().int(),
  completed: z.number().int().describe('Attended'),
  noShows: z.number().int(),
  cancelledByProvider: z.number().int(),
  lateCancels: z.number().int().describe("The provider's cancels close to the start that earned the client the guarantee credit"),
  cancelledByClient: z.number().int(),
  cancelledByAdmin: z.number().int().describe('By an admin or an emergency pause'),
  cancelledUnknown: z.number().int().describe('Cancelled before who cancelled was recorded'),
  rating: z.number().nullable().describe('Mean of all reviews; null when none'),
  reviews: z.number().int(),
  earningsPaise: z.number().int().describe('Paid bookings made in the range'),
  flags: z.array(z.enum(['provider_cancellations', 'no_shows'])),
});

export const providerReportSchema = pageOf(providerReportRowSchema).extend({
  range: rangeSchema,
  flagRule: z
    .object({ ratePercent: z.literal(reportFlagRule.ratePercent), minBookings: z.literal(reportFlagRule.minBookings) })
    .describe('When a provider is flagged: at least minBookings bookings and a rate at or above ratePercent'),
});
