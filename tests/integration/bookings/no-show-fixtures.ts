import type { Db } from '#db/client.ts';
import { bookings } from '#db/schema/index.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { addMonths } from '#api/services/policies/no-show-block.ts';

/**
 * Past no-shows of a client, each `minutesAfterStart` after its start (negative: marked before it),
 * written straight to the table: the policy spans months, which no test waits through.
 */
export async function pastNoShows(db: Db, userId: string, marks: Date[], minutesAfterStart = 10) {
  const provider = await makeProvider(db, { slotStarts: [new Date(Date.now() - 3 * 365 * 86_400_000)] });
  await db.insert(bookings).values(
    marks.map((markedAt) => {
      const startsAt = new Date(markedAt.getTime() - minutesAfterStart * 60_000);
      return {
        userId,
        providerId: provider.provider.id,
        slotId: provider.slots[0]!.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 30 * 60_000),
        name: 'Meena Pillai',
        status: 'no_show' as const,
        finishedAt: markedAt,
      };
    }),
  );
}

/** Instants `months` calendar months from `from` (the policy counts in months). */
export const monthsFrom = (from: number, ...months: number[]) => months.map((n) => addMonths(new Date(from), n));
