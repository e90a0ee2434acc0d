import { z } from 'zod';
import { bookingChannels, bookingStatuses, conversationChannelEnum, notificationTypeEnum, roles } from '#db/schema/index.ts';
import { calendarDateSchema } from '../../http/bounded-dates.ts';
import { bookingBlockSchema } from '../me/me.schema.ts';
import { pageOf, pageQuerySchema, reasonBodySchema } from './admin.schema.ts';

const tiers = ['free', 'pro', 'enterprise'] as const;
const searchText = z.string().trim().min(1).max(100);

export const userListQuerySchema = pageQuerySchema
  .extend({
    sort: z.enum(['name', 'email', 'joined', 'role']).default('joined'),
    q: searchText.optional().describe('Part of the name or e-mail, or digits of the phone number'),
    role: z.enum(roles).optional(),
    tier: z.enum(tiers).optional(),
    active: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    city: searchText.optional(),
    joinedFrom: calendarDateSchema.optional().describe('IST date, included'),
    joinedTo: calendarDateSchema.optional().describe('IST date, included'),
  })
  .strict();

/** User ids are better-auth's (text, not UUIDs). */
export const userIdParamSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a user id') });

export const adminUserRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  active: z.boolean(),
  tier: z.enum(tiers),
  city: z.string().nullable(),
  joinedAt: z.iso.datetime(),
});
export const userPageSchema = pageOf(adminUserRowSchema);

export const adminUserDetailSchema = adminUserRowSchema.extend({
  planEndsAt: z.iso.datetime().nullable(),
  freeBookingsUsed: z.int(),
  freeBookingLimit: z.int(),
  locale: z.string(),
  provider: z.object({ id: z.uuid(), verification: z.enum(['pending', 'verified', 'suspended']) }).nullable(),
  noShowBlock: bookingBlockSchema.describe('The no-show block (issue 26.3); an admin can lift it'),
  bookings: z.array(
    z.object({
      id: z.uuid(),
      status: z.enum(bookingStatuses),
      startsAt: z.iso.datetime(),
      channel: z.enum(bookingChannels),
      amountPaise: z.int(),
      provider: z.object({ id: z.uuid(), name: z.string() }),
      serviceName: z.string().nullable(),
    }),
  ),
  messages: z
    .array(
      z.object({
        id: z.uuid(),
        role: z.enum(['user', 'assistant']),
        content: z.string(),
        channel: z.enum(conversationChannelEnum.enumValues),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe("The user's own words and Mitra's answers in their conversations, newest first"),
  notifications: z
    .array(
      z.object({
        id: z.uuid(),
        title: z.string(),
        message: z.string(),
        type: z.enum(notificationTypeEnum.enumValues),
        readAt: z.iso.datetime().nullable(),
        createdAt: z.iso.datetime(),
      }),
    )
    .describe('In-app notifications sent to the user, newest first'),
});

export const roleBodySchema = reasonBodySchema.extend({ role: z.enum(roles) }).strict();
export const planBodySchema = reasonBodySchema.extend({ tier: z.enum(tiers) }).strict();
export { reasonBodySchema };
