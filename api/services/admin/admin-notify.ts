import type { Db } from '#db/client.ts';
import { insertNotifications } from '#db/queries/notifications.ts';
import { profiles, type Locale, type NotificationData } from '#db/schema/index.ts';
import { eq } from 'drizzle-orm';
import { createTranslators } from '../../core/translator.ts';
import en from '#locales/en/admin-people.json' with { type: 'json' };
import hi from '#locales/hi/admin-people.json' with { type: 'json' };
import ta from '#locales/ta/admin-people.json' with { type: 'json' };

const textsFor = createTranslators<Locale>('admin-people', { en, hi, ta });

/** The in-app notices an admin's change sends (texts under `notify.<kind>` of admin-people.json). */
export type AdminNoticeKind =
  | 'planChanged'
  | 'planFree'
  | 'freeBookingsReset'
  | 'reactivated'
  | 'providerVerified'
  | 'providerSuspendedKeep'
  | 'providerSuspendedCancel'
  | 'providerReinstated'
  | 'serviceApproved'
  | 'serviceRejected'
  | 'providerNameApproved'
  | 'providerNameRejected';

/**
 * Tells a user, in their language, what an admin changed about their account, in the caller's
 * transaction (so a refused change tells nobody).
 */
export async function notifyUser(
  tx: Db,
  userId: string,
  kind: AdminNoticeKind,
  values: Record<string, string> = {},
  data: NotificationData = {},
): Promise<void> {
  const [profile] = await tx.select({ locale: profiles.locale }).from(profiles).where(eq(profiles.userId, userId));
  const t = textsFor(profile?.locale ?? 'en');
  await insertNotifications(tx, [
    { userId, type: 'update', title: t(`notify.${kind}.title`, values), message: t(`notify.${kind}.message`, values), data },
  ]);
}
