import { z } from 'zod';
import { categoryIds, locales, roles } from '#db/schema/index.ts';
import { phoneNumberSchema } from '#db/contract/phone-schema.ts';

/**
 * What a user may change on their own profile; unknown keys (role, quota, tier, profileCompleted …)
 * are a 400. Completion is derived on the server from the fields (it earns reward points).
 */
export const profilePatchSchema = z
  .strictObject({
    fullName: z.string().trim().min(1).max(100).optional(),
    bio: z.string().trim().max(1000).nullable().optional(),
    serviceCategory: z.enum(categoryIds).nullable().optional(),
    contactPhone: phoneNumberSchema.nullable().optional().describe('Normalised to E.164 (+91…)'),
    avatarUrl: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .nullable()
      .optional(),
    city: z.string().trim().min(1).max(100).nullable().optional(),
    locale: z.enum(locales).optional(),
    locationData: z
      .strictObject({
        lat: z.number().min(-90).max(90).optional(),
        lng: z.number().min(-180).max(180).optional(),
        address: z.string().trim().max(500).optional(),
        pincode: z
          .string()
          .regex(/^\d{6}$/)
          .optional(),
      })
      .nullable()
      .optional(),
    remindersEnabled: z.boolean().optional().describe('Appointment reminders on WhatsApp or SMS, 24 h and 2 h before'),
    messagingOptOut: z.boolean().optional().describe('All WhatsApp and SMS messages off (as STOP); one-time codes still go out'),
    morningAgenda: z.boolean().optional().describe("Providers: the day's appointments at 08:00 IST on WhatsApp (SMS outside the window)"),
  })
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to update' });

export type ProfilePatchBody = z.infer<typeof profilePatchSchema>;

export const quotaSchema = z.object({
  used: z.int(),
  limit: z.int().nullable().describe('null: unlimited (pro, enterprise)'),
  remaining: z.int().nullable().describe('null: unlimited (pro, enterprise)'),
  canBook: z.boolean(),
  isPremium: z.boolean(),
});

/** The session user and their whole profile, as GET /me and PATCH /me/profile answer. */
export const meSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string(), role: z.enum(roles), phoneNumber: z.string().nullable() }),
  profile: z.object({
    fullName: z.string().nullable(),
    bio: z.string().nullable(),
    serviceCategory: z.enum(categoryIds).nullable(),
    contactPhone: z.string().nullable(),
    avatarUrl: z.string().nullable(),
    locationData: z
      .object({ lat: z.number().optional(), lng: z.number().optional(), address: z.string().optional(), pincode: z.string().optional() })
      .nullable(),
    city: z.string().nullable(),
    locale: z.enum(locales),
    isActive: z.boolean(),
    profileCompleted: z.boolean(),
    profileSetupCompleted: z.boolean().describe('The spec keeps both names; mirrors profileCompleted'),
    freeBookingsUsed: z.int(),
    freeBookingLimit: z.int(),
    subscriptionTier: z.enum(['free', 'pro', 'enterprise']),
    planEndsAt: z.iso.datetime().nullable().describe('When a paid plan ends; null on free'),
    messagingOptOut: z.boolean(),
    remindersEnabled: z.boolean(),
    morningAgenda: z.boolean(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  }),
});

/** The no-show block (issue 26.3): whether new bookings are paused, until when, and the policy's numbers. */
export const bookingBlockSchema = z.object({
  blocked: z.boolean(),
  until: z.iso.datetime().nullable().describe('When new bookings open again; null when not blocked'),
  missed: z.int().describe('No-shows that count now (within the window, after the last lift)'),
  policy: z.object({ count: z.int(), windowMonths: z.int(), blockMonths: z.int() }),
});
