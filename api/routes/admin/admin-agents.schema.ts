import { z } from 'zod';
import { bookingChannels } from '#db/schema/index.ts';
import { calendarDateSchema } from '../../http/bounded-dates.ts';
import { pageOf, pageQuerySchema } from './admin.schema.ts';

const range = {
  from: calendarDateSchema.optional().describe('IST date, included (default: 30 days before `to`)'),
  to: calendarDateSchema.optional().describe('IST date, included (default: today)'),
};

export const agentRangeQuerySchema = z.strictObject(range);
export const agentMissesQuerySchema = pageQuerySchema.omit({ dir: true }).extend(range).strict();

export const agentOverviewSchema = z.object({
  range: z.object({ from: z.iso.date(), to: z.iso.date() }),
  conversations: z.array(
    z.object({ channel: z.enum(['web', 'whatsapp', 'sms']), locale: z.enum(['en', 'hi', 'ta']), conversations: z.number().int() }),
  ),
  bookings: z.array(z.object({ channel: z.enum(bookingChannels), bookings: z.number().int() })),
  turns: z.array(
    z.object({
      model: z.string(),
      outcome: z.string(),
      turns: z.number().int(),
      conversations: z.number().int(),
      avgMs: z.number().int(),
    }),
  ),
});

export const agentMissSchema = z.object({
  text: z.string().describe('The normalised message: lowercased, trimmed, each run of digits as #'),
  count: z.number().int(),
  errors: z.number().int(),
  lastSeen: z.iso.datetime(),
  messages: z.array(
    z.object({ userText: z.string(), replyText: z.string(), channel: z.string(), locale: z.string(), at: z.iso.datetime() }),
  ),
});
export const agentMissPageSchema = pageOf(agentMissSchema);
