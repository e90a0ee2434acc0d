import { z } from 'zod';

/** Up to a week, in minutes (issue 26.1). */
const noticeMinutesSchema = z.number().int().min(0).max(10_080);

export const noticePolicySchema = z.object({
  bookingNoticeMinutes: noticeMinutesSchema.describe('Clients book at least this long before the start'),
  cancelNoticeMinutes: noticeMinutesSchema.describe('Clients cancel or reschedule online at least this long before the start'),
});

/** Either number or both; anything else is refused. */
export const noticePolicyBodySchema = noticePolicySchema
  .partial()
  .strict()
  .refine((body) => body.bookingNoticeMinutes !== undefined || body.cancelNoticeMinutes !== undefined, {
    message: 'Send bookingNoticeMinutes, cancelNoticeMinutes or both.',
  });
