import { z } from 'zod';
import { categoryIds, locales } from '#db/schema/index.ts';
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
