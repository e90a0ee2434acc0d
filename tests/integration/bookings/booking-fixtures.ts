import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { bookings, notifications, outbox, profiles, providers, services, timeSlots, user, transactions } from '#db/schema/index.ts';
import { ApiClient, signedUpClient, uniqueEmail } from '#tests/support/api-client.ts';
import { futureSlotStarts, makeProvider, type ProviderOverrides } from '#tests/factories/catalog.ts';

/** A listed provider with `slots` free slots starting a day from now, 30 minutes apart. */
export async function providerWithSlots(db: Db, slots = 6, overrides: ProviderOverrides = {}) {
  return makeProvider(db, { slotStarts: futureSlotStarts(slots), ...overrides });
}

/** Signs up `n` clients in parallel (each with its own cookie jar). */
export async function signUpClients(baseUrl: string, n: number, prefix = 'client') {
  return Promise.all(Array.from({ length: n }, () => signedUpClient(baseUrl, { email: uniqueEmail(prefix) })));
}

/** Moves a user to a subscription tier (there is no billing yet, so tests set it directly). */
export async function setTier(db: Db, userId: string, tier: 'free' | 'pro' | 'enterprise') {
  await db.update(profiles).set({ subscriptionTier: tier }).where(eq(profiles.userId, userId));
}

export async function profileOf(db: Db, userId: string) {
  const row = await db.query.profiles.findFirst({ where: eq(profiles.userId, userId) });
  if (!row) throw new Error(`no profile for ${userId}`);
  return row;
}

/** Row counts that a refused write must leave unchanged. */
export async function snapshotCounts(db: Db) {
  const [[b], [free], [n], [o], [used], [payments]] = await Promise.all([
    db.select({ n: count() }).from(bookings),
    db.select({ n: count() }).from(timeSlots).where(eq(timeSlots.isAvailable, true)),
    db.select({ n: count() }).from(notifications),
    db
      .select({ n: count() })
      .from(outbox)
      .where(sql`${outbox.kind} like 'booking_%'`),
    db.select({ n: sql<number>`coalesce(sum(${profiles.freeBookingsUsed}), 0)::int` }).from(profiles),
    db.select({ n: count() }).from(transactions),
  ]);
  return {
    bookings: b!.n,
    freeSlots: free!.n,
    notifications: n!.n,
    bookingMessages: o!.n,
    freeBookingsUsed: Number(used!.n),
    payments: payments!.n,
  };
}

/** The slot ids a client sees as free for a provider. */
export async function freeSlotIds(client: ApiClient, providerId: string): Promise<string[]> {
  const response = await client.get(`/api/providers/${providerId}/slots`);
  if (response.status !== 200) throw new Error(`slots: ${response.status} ${JSON.stringify(response.body)}`);
  return (response.body as { id: string }[]).map((slot) => slot.id);
}

/** Books a slot through the API and returns the response. */
export function book(client: ApiClient, slotId: string, extra: Record<string, unknown> = {}) {
  return client.post('/api/bookings', { slotId, ...extra });
}

/**
 * A provider who can sign in: signs a user up over HTTP, then makes them a listed provider
 * with one approved service and `slots` free slots (makeProvider's users have no password).
 */
export async function signedInProvider(
  db: Db,
  baseUrl: string,
  options: { slots?: number; locale?: 'en' | 'hi' | 'ta'; phone?: string } = {},
) {
  const { client, user: account } = await signedUpClient(baseUrl, { email: uniqueEmail('provider'), name: 'Dr. Anjali Rao' });
  await db.update(user).set({ role: 'provider' }).where(eq(user.id, account.id));
  await db
    .update(profiles)
    .set({ profileCompleted: true, serviceCategory: 'doctor', locale: options.locale ?? 'en', contactPhone: options.phone ?? null })
    .where(eq(profiles.userId, account.id));
  const [provider] = await db
    .insert(providers)
    .values({ userId: account.id, name: 'Dr. Anjali Rao', category: 'doctor', city: 'Bengaluru', verification: 'verified' })
    .returning();
  const [service] = await db
    .insert(services)
    .values({
      providerId: provider!.id,
      name: 'Consultation',
      category: 'doctor',
      durationMinutes: 30,
      pricePaise: 49_900,
      approval: 'approved',
    })
    .returning();
  const starts = futureSlotStarts(options.slots ?? 4);
  const slots =
    starts.length === 0
      ? []
      : await db
          .insert(timeSlots)
          .values(starts.map((startsAt) => ({ providerId: provider!.id, startsAt, endsAt: new Date(startsAt.getTime() + 30 * 60_000) })))
          .returning();
  return { client, userId: account.id, provider: provider!, service: service!, slots };
}
