import { z } from 'zod';
import { calendarDateSchema, instantSchema } from '../../http/bounded-dates.ts';

/** An instant with its offset ("2026-11-24T10:00:00+05:30"), or an IST date ("2026-11-24"), in the years 2000–2100. */
const instantOrIstDate = z.union([instantSchema, calendarDateSchema]);

export const providerIdParamSchema = z.object({ id: z.uuid() });

export const slotsQuerySchema = z.object({
  from: instantOrIstDate.optional().describe('Start of the window: ISO datetime with offset, or an IST date (default: now)'),
  to: instantOrIstDate
    .optional()
    .describe('End of the window: ISO datetime with offset, or an IST date, inclusive (default: from + 14 days; at most 31 days)'),
  serviceId: z.uuid().optional().describe('Only when this approved, active service of the provider exists'),
});

export const slotSchema = z.object({
  id: z.uuid(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  date: z.iso.date().describe('IST date'),
  time: z.string().describe('IST time, HH:MM'),
});
