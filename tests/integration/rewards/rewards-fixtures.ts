import { randomUUID } from 'node:crypto';
import type { Db } from '#db/client.ts';
import { bookings, rewardEntries } from '#db/schema/index.ts';
import { makeProvider } from '#tests/factories/catalog.ts';

/** Appointments that already happened (the API only books future slots, so they are written directly). */
export async function attendedAppointments(db: Db, userId: string, statuses: ('completed' | 'confirmed' | 'cancelled' | 'no_show')[]) {
  const starts = statuses.map((_, index) => new Date(Date.now() - (index + 2) * 86_400_000));
  const { provider, slots } = await makeProvider(db, { name: 'Dr. Kavita Menon', slotStarts: starts });
  await db.insert(bookings).values(
    statuses.map((status, index) => ({
      id: randomUUID(),
      userId,
      providerId: provider.id,
      slotId: slots[index]!.id,
      startsAt: slots[index]!.startsAt,
      endsAt: slots[index]!.endsAt,
      name: 'Client',
      status,
      channel: 'web' as const,
    })),
  );
}

/** Points given by an admin adjustment (no admin API yet), to set up a balance. */
export async function givePoints(db: Db, userId: string, points: number) {
  await db.insert(rewardEntries).values({ userId, kind: 'adjustment', points });
}
