import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { platformNoticeDefaults } from '#db/queries/notice-periods.ts';
import { platformSettings, profiles, settingChanges } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { isE164 } from '../../core/phone-number.ts';

const paise = z.number().int().min(100).max(10_000_000);
/** Up to a week, in minutes (issue 26.1). */
const noticeMinutes = z.number().int().min(0).max(10_080);

/** The settings an admin can change from the panel; every key has a default, so none is ever missing. */
export const platformSettingsSchema = z.object({
  /** Free bookings a new client gets (existing clients move by the same difference when it changes). */
  freeBookingLimit: z.number().int().min(0).max(100),
  /** What a plan costs for one period, in paise. */
  planPricePaise: z.object({ pro: paise, enterprise: paise }),
  /** How long a paid plan lasts once its payment is verified. */
  planPeriodDays: z.number().int().min(1).max(366),
  /** Hours before an appointment the two reminders go out. */
  reminderLeadHours: z
    .object({ first: z.number().int().min(2).max(72), second: z.number().int().min(1).max(24) })
    .refine((lead) => lead.first > lead.second, { message: 'The first reminder must come before the second.' }),
  supportEmail: z.email().max(200),
  /** The notice periods of providers who have not set their own (issue 26.1). */
  bookingNoticeMinutes: noticeMinutes,
  cancelNoticeMinutes: noticeMinutes,
  /** `count` no-shows within `windowMonths` block new bookings for `blockMonths` (issue 26.3). */
  noShowPolicy: z.object({
    count: z.number().int().min(1).max(20),
    windowMonths: z.number().int().min(1).max(36),
    blockMonths: z.number().int().min(1).max(24),
  }),
  /** How long a freed slot is held for the first waiter (issue 26.2). */
  waitlistHoldMinutes: z.number().int().min(5).max(120),
  /** A provider's cancel this close to the start earns the client the guarantee credit (issue 26.4). */
  lateCancelMinutes: z.number().int().min(0).max(1_440),
  supportPhone: z.string().refine(isE164, { message: 'A phone number in E.164 form, such as +919876543210.' }),
});

export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export type SettingKey = keyof PlatformSettings;

export const settingsPatchSchema = platformSettingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export function defaultSettings(ctx: Pick<AppContext, 'config'>): PlatformSettings {
  return {
    freeBookingLimit: ctx.config.FREE_BOOKING_LIMIT,
    planPricePaise: { pro: 19_900, enterprise: 99_900 },
    planPeriodDays: 30,
    reminderLeadHours: { first: 24, second: 2 },
    supportEmail: 'support@bookmitra.in',
    ...platformNoticeDefaults,
    noShowPolicy: { count: 3, windowMonths: 12, blockMonths: 4 },
    waitlistHoldMinutes: 15,
    lateCancelMinutes: 120,
    supportPhone: '+918045678900',
  };
}

/** The current settings: stored values over the defaults (a stored value that no longer parses is ignored). */
export async function getSettings(ctx: Pick<AppContext, 'config' | 'db'>): Promise<PlatformSettings> {
  const rows = await ctx.db.select({ key: platformSettings.key, value: platformSettings.value }).from(platformSettings);
  const settings = defaultSettings(ctx);
  const shape = platformSettingsSchema.shape;
  for (const row of rows) {
    if (!(row.key in shape)) continue;
    const key = row.key as SettingKey;
    const parsed = shape[key].safeParse(row.value);
    if (parsed.success) Object.assign(settings, { [key]: parsed.data });
  }
  return settings;
}

/**
 * Changes some settings in one transaction and records each change (who, when, old and new value).
 * A new free booking limit moves every client's own limit by the same difference, so bonuses
 * earned from referrals stay theirs.
 */
export async function updateSettings(ctx: AppContext, adminId: string, patch: SettingsPatch): Promise<PlatformSettings> {
  const current = await getSettings(ctx);
  const next = platformSettingsSchema.safeParse({ ...current, ...patch });
  if (!next.success) throw new AppError('invalid_request', { message: next.error.issues[0]?.message ?? 'Invalid settings.' });
  const changed = (Object.keys(patch) as SettingKey[]).filter((key) => JSON.stringify(current[key]) !== JSON.stringify(next.data[key]));
  if (changed.length === 0) return current;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    for (const key of changed) {
      const value = next.data[key];
      await tx
        .insert(platformSettings)
        .values({ key, value, updatedBy: adminId, updatedAt: now })
        .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy: adminId, updatedAt: now } });
      await tx.insert(settingChanges).values({ key, oldValue: current[key], newValue: value, changedBy: adminId, createdAt: now });
    }
    const delta = next.data.freeBookingLimit - current.freeBookingLimit;
    if (delta !== 0) {
      await tx.update(profiles).set({ freeBookingLimit: sql`greatest(0, ${profiles.freeBookingLimit} + ${delta})`, updatedAt: now });
    }
  });
  return next.data;
}

/** The free booking limit a new profile starts with, read inside the insert (one statement, no extra round trip). */
export function newProfileFreeLimit(ctx: Pick<AppContext, 'config'>) {
  return sql<number>`coalesce((select (${platformSettings.value})::int from ${platformSettings} where ${platformSettings.key} = 'freeBookingLimit'), ${ctx.config.FREE_BOOKING_LIMIT})`;
}
