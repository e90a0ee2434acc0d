import type { Db } from '#db/client.ts';
import { timeSlots } from '#db/schema/index.ts';
import type { ApiClient } from '#tests/support/api-client.ts';
import { signedInProvider } from '../bookings/booking-fixtures.ts';

/** The provider's contact number, as clients are told to call it. */
export const providerPhone = '+919812345678';

/**
 * A provider who can sign in, with free slots starting these many minutes after `now` and the
 * notice periods set through their own API (only the ones given).
 */
export async function providerWithNotice(
  db: Db,
  baseUrl: string,
  { now, minutesAhead, notice }: { now: Date; minutesAhead: number[]; notice: Record<string, number> },
) {
  const provider = await signedInProvider(db, baseUrl, { slots: 0, phone: '98123 45678' });
  const slots = await db
    .insert(timeSlots)
    .values(
      minutesAhead.map((minutes) => {
        const startsAt = new Date(now.getTime() + minutes * 60_000);
        // One minute long, so that slots a minute apart (either side of a notice) do not overlap.
        return { providerId: provider.provider.id, startsAt, endsAt: new Date(startsAt.getTime() + 60_000) };
      }),
    )
    .returning();
  const set = await provider.client.request('PUT', '/api/provider/policies', notice);
  if (set.status !== 200) throw new Error(`policies: ${set.status} ${JSON.stringify(set.body)}`);
  const slotAt = (minutes: number) => slots.find((slot) => slot.startsAt.getTime() === now.getTime() + minutes * 60_000)!.id;
  return { ...provider, slotAt };
}

/** The slot ids a client sees as free for a provider. */
export async function offeredSlotIds(client: ApiClient, providerId: string) {
  return ((await client.get(`/api/providers/${providerId}/slots`)).body as { id: string }[]).map((slot) => slot.id);
}
