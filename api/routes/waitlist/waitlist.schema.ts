import { z } from 'zod';
import { partsOfDay, waitlistStatuses } from '#db/schema/index.ts';

export const waitlistIdParamSchema = z.object({ id: z.uuid() });

export const joinWaitlistBodySchema = z.strictObject({
  providerId: z.uuid(),
  date: z.iso.date().describe('IST day, YYYY-MM-DD, from today to the end of the booking horizon'),
  partOfDay: z
    .enum(partsOfDay)
    .nullable()
    .optional()
    .describe('IST: morning before 12:00, afternoon 12:00–16:00, evening from 16:00; none means any time that day'),
});

export const joinedWaitlistSchema = z.object({ id: z.uuid() });

export const waitlistEntrySchema = z.object({
  id: z.uuid(),
  provider: z.object({ id: z.uuid(), name: z.string() }),
  date: z.iso.date(),
  partOfDay: z.enum(partsOfDay).nullable(),
  status: z.enum(waitlistStatuses),
  offer: z
    .object({ slotId: z.uuid(), startsAt: z.iso.datetime(), expiresAt: z.iso.datetime() })
    .nullable()
    .describe('The slot held for me while the entry is offered: book it with POST /api/bookings {slotId}'),
  createdAt: z.iso.datetime(),
});

export const leftWaitlistSchema = z.object({ id: z.uuid(), status: z.enum(waitlistStatuses) });
