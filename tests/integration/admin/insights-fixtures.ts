import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { bookings, providers, transactions, user } from '#db/schema/index.ts';
import type { ApiClient } from '#tests/support/api-client.ts';
import { istToInstant } from '../../../api/core/time-zone.ts';
import { book, setTier, signedInProvider } from '../bookings/booking-fixtures.ts';
import { signedUpClient } from '#tests/support/api-client.ts';

/** An instant on an IST date, at hh:mm IST. */
export const ist = (date: string, time = '12:00') => {
  const [h, m] = time.split(':').map(Number) as [number, number];
  return istToInstant(date, h * 60 + m);
};

/** Moves bookings to the day (and IST time) they were "made", so a range holds exactly the scripted ones. */
export async function madeAt(db: Db, bookingIds: string[], at: Date) {
  await db.update(bookings).set({ createdAt: at }).where(inArray(bookings.id, bookingIds));
}

export async function signedUpAt(db: Db, userIds: string[], at: Date) {
  await db.update(user).set({ createdAt: at }).where(inArray(user.id, userIds));
}

/** A listed provider named `name` in `city`, with `slots` free slots, created at `at`. */
export async function reportProvider(db: Db, baseUrl: string, name: string, slots: number, at: Date, city = 'Bengaluru') {
  const made = await signedInProvider(db, baseUrl, { slots });
  await db.update(providers).set({ name, city, createdAt: at }).where(eq(providers.id, made.provider.id));
  return made;
}

/** A Pro client (no free-booking quota in the way) who books the given slots over the API. */
export async function proClient(db: Db, baseUrl: string, name: string) {
  const signedUp = await signedUpClient(baseUrl, { name });
  await setTier(db, signedUp.user.id, 'pro');
  return signedUp;
}

export async function bookAll(client: ApiClient, slotIds: string[], serviceId?: string): Promise<string[]> {
  const ids: string[] = [];
  for (const slotId of slotIds) {
    const response = await book(client, slotId, serviceId ? { serviceId } : {});
    if (response.status !== 201) throw new Error(`booking failed: ${response.status} ${JSON.stringify(response.body)}`);
    ids.push(response.body.id as string);
  }
  return ids;
}

export async function verifiedAt(db: Db, paymentId: string, at: Date) {
  await db.update(transactions).set({ verifiedAt: at, createdAt: at }).where(eq(transactions.id, paymentId));
}
