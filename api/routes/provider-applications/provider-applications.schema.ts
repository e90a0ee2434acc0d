import { z } from 'zod';
import { categoryIds } from '#db/schema/index.ts';
import { phoneNumberSchema } from '#db/contract/phone-schema.ts';

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'HH:MM, IST');
const minuteOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** One range of weekly hours: weekday 0 (Sunday) … 6, from and to as IST wall-clock times. */
export const weeklyHoursSchema = z
  .strictObject({ weekday: z.int().min(0).max(6), from: clock, to: clock })
  .refine((range) => minuteOf(range.from) < minuteOf(range.to), { message: '`from` must be before `to`', path: ['to'] })
  .transform((range) => ({ weekday: range.weekday, startMinute: minuteOf(range.from), endMinute: minuteOf(range.to) }));

/** Ranges of one weekday must not overlap (10:00–13:00 and 17:00–20:00 are fine). */
export const weekSchema = z
  .array(weeklyHoursSchema)
  .max(28)
  .refine(
    (ranges) => {
      const sorted = [...ranges].sort((a, b) => a.weekday - b.weekday || a.startMinute - b.startMinute);
      return sorted.every(
        (range, index) => index === 0 || sorted[index - 1]!.weekday !== range.weekday || sorted[index - 1]!.endMinute <= range.startMinute,
      );
    },
    { message: 'Ranges of one day overlap' },
  );

export const serviceInputSchema = z.strictObject({
  name: z.string().trim().min(2).max(120),
  durationMinutes: z.int().min(15).max(240),
  pricePaise: z.int().min(0).max(10_000_000).describe('Price in paise (₹1 = 100)'),
  description: z.string().trim().max(1000).nullable().optional(),
});

export const providerApplicationBodySchema = z.strictObject({
  displayName: z.string().trim().min(2).max(100),
  category: z.enum(categoryIds),
  specialty: z.string().trim().max(100).nullable().optional(),
  city: z.string().trim().min(2).max(80),
  area: z.string().trim().max(80).nullable().optional(),
  languages: z
    .array(z.string().regex(/^[a-z]{2}$/, 'ISO 639-1 code, e.g. hi'))
    .min(1)
    .max(10),
  phone: phoneNumberSchema.describe('Normalised to E.164 (+91…)'),
  bio: z.string().trim().max(1000).nullable().optional(),
  address: z.string().trim().max(300).nullable().optional(),
  visitsAtHome: z.boolean().default(false),
  slotMinutes: z.int().min(15).max(240).default(30),
  services: z.array(serviceInputSchema).min(1).max(10),
  hours: weekSchema.refine((ranges) => ranges.length > 0, { message: 'Give at least one range of weekly hours' }),
});

export const providerApplicationSchema = z.object({
  id: z.uuid(),
  status: z.enum(['pending', 'approved', 'rejected']),
  decisionReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  reviewedAt: z.iso.datetime().nullable(),
  provider: z
    .object({
      id: z.uuid(),
      name: z.string(),
      category: z.enum(categoryIds),
      specialty: z.string().nullable(),
      city: z.string(),
      area: z.string().nullable(),
      verification: z.string(),
    })
    .nullable(),
});
