/** What the dialogue evaluation asks of the API besides the chat: a setup booking, and the bookings at the end with their providers. */
import type { Dialogue, JudgedBooking, SetupBooking } from '#agent/eval/dialogues.ts';
import { acceptedDates } from '#agent/nlu/eval/score.ts';

export type ApiClient = { baseUrl: string; origin: string; cookie?: string };

type SetupRequest = NonNullable<Dialogue['setup']>['book'];
type ProviderCard = { id: string; name: string; category: string; city: string; specialty: string | null; languages: string[] };
type ApiBooking = {
  id: string;
  status: string;
  date: string;
  time: string;
  amountPaise: number;
  provider: { id: string };
  service: { name: string } | null;
};

function send(client: ApiClient, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = { origin: client.origin, 'content-type': 'application/json', ...(client.cookie ? { cookie: client.cookie } : {}) };
  return fetch(`${client.baseUrl}${path}`, { ...init, headers });
}

export async function getJson<T>(client: ApiClient, path: string, init: RequestInit = {}): Promise<T> {
  const response = await send(client, path, init);
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Providers searched for a setup slot before giving up: the demo catalogue has one at any working hour in the first few. */
const maxPages = 4;

/** The setup booking a dialogue starts from has no free slot today (a clinic on a Sunday): the dialogue can't be played now. */
export class SetupUnavailable extends Error {}

/**
 * Books the slot; null when another client took it first (dialogues played side by side set up the same hour),
 * so that the next provider's slot is tried.
 */
async function bookUnlessTaken(client: ApiClient, slotId: string): Promise<{ id: string; date: string; time: string } | null> {
  const response = await send(client, '/api/bookings', { method: 'POST', body: JSON.stringify({ slotId }) });
  if (response.status === 409) return null;
  if (!response.ok) throw new Error(`POST /api/bookings: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; date: string; time: string };
}

/** Books, over the API, a slot of `book.category` on its day and time; returns the booking, its provider, day and time. */
export async function bookSetup(client: ApiClient, book: SetupRequest, now: Date): Promise<SetupBooking> {
  for (const date of acceptedDates(book.date, now)) {
    for (let page = 1; page <= maxPages; page++) {
      const { items } = await getJson<{ items: ProviderCard[] }>(
        client,
        `/api/providers?category=${book.category}&pageSize=50&page=${page}`,
      );
      for (const provider of items) {
        const slots = await getJson<Array<{ id: string; time: string }>>(
          client,
          `/api/providers/${provider.id}/slots?from=${date}&to=${date}`,
        );
        const slot = slots.find((candidate) => candidate.time === book.time);
        const booking = slot ? await bookUnlessTaken(client, slot.id) : null;
        if (booking) return { id: booking.id, providerId: provider.id, date: booking.date, time: booking.time };
      }
      if (items.length < 50) break;
    }
  }
  throw new SetupUnavailable(`no ${book.category} slot at ${book.time} on ${JSON.stringify(book.date)} for the setup booking`);
}

/** The client's bookings, each with its provider's specialty and languages. */
export async function bookingsWithProviders(client: ApiClient): Promise<JudgedBooking[]> {
  const bookings = await getJson<ApiBooking[]>(client, '/api/bookings');
  return Promise.all(
    bookings.map(async (booking) => {
      const provider = await getJson<ProviderCard>(client, `/api/providers/${booking.provider.id}`);
      return {
        id: booking.id,
        status: booking.status,
        date: booking.date,
        time: booking.time,
        amountPaise: booking.amountPaise,
        serviceName: booking.service?.name ?? null,
        provider: {
          id: provider.id,
          name: provider.name,
          category: provider.category,
          city: provider.city,
          specialty: provider.specialty,
          languages: provider.languages,
        },
      };
    }),
  );
}
