import { and, eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { notifications, outbox, profiles, slotHolds, waitlistEntries } from '#db/schema/index.ts';
import { istDate } from '#api/core/time-zone.ts';
import { signedUpClient } from '#tests/support/api-client.ts';

/** The IST day and part of day a slot starts in (morning < 12:00 ≤ afternoon < 16:00 ≤ evening). */
export function dayAndPart(startsAt: Date): { date: string; partOfDay: 'morning' | 'afternoon' | 'evening' } {
  const hour = ((startsAt.getUTCHours() * 60 + startsAt.getUTCMinutes() + 330) / 60) % 24;
  const partOfDay = hour < 12 ? 'morning' : hour < 16 ? 'afternoon' : 'evening';
  return { date: istDate(startsAt), partOfDay };
}

/** A signed-up client with a phone on their profile (so offers go out on WhatsApp) and a language. */
export async function waiter(db: Db, baseUrl: string, options: { phone: string; locale?: 'en' | 'hi' | 'ta'; name?: string }) {
  const signed = await signedUpClient(baseUrl, { name: options.name ?? 'Kavya Iyer' });
  await db
    .update(profiles)
    .set({ contactPhone: options.phone, locale: options.locale ?? 'en' })
    .where(eq(profiles.userId, signed.user.id));
  return signed;
}

export async function entryStatus(db: Db, id: string) {
  const [row] = await db.select({ status: waitlistEntries.status }).from(waitlistEntries).where(eq(waitlistEntries.id, id));
  return row?.status;
}

export async function holdsOf(db: Db, slotId: string) {
  return db.select().from(slotHolds).where(eq(slotHolds.slotId, slotId));
}

export async function waitlistNotices(db: Db, userId: string) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'waitlist')));
}

export async function offerMessages(db: Db, userId: string) {
  return db
    .select()
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.kind, 'waitlist_offer')));
}
