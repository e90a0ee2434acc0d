/**
 * Can a dialogue's expected booking exist at all on the catalogue it is played on? A writer may expect
 * 10:30 where every provider of that kind keeps hourly slots, or a kind the city lacks. Such a dialogue
 * fails whatever Mitra does; `eval:dialogues --check` counts them (for a frozen set, the count alone).
 */
import { inWindow, type Booked, type Dialogue } from '#agent/eval/dialogues.ts';
import { acceptedDates } from '#agent/nlu/eval/score.ts';
import { getJson, type ApiClient } from './dialogue-api.ts';

type Card = { id: string; name: string; city: string; specialty: string | null; languages: string[] };
type Detail = { services: { name: string; pricePaise: number }[] };
type FreeSlot = { time: string };

/** Listed providers of a category looked at; the demo catalogue has far fewer of any one kind. */
const maxPages = 6;

async function providersOf(client: ApiClient, booked: Booked): Promise<Card[]> {
  const cards: Card[] = [];
  for (let page = 1; page <= maxPages; page++) {
    const city = booked.city ? `&city=${encodeURIComponent(booked.city)}` : '';
    const { items } = await getJson<{ items: Card[] }>(
      client,
      `/api/providers?category=${booked.category}${city}&pageSize=50&page=${page}`,
    );
    cards.push(...items);
    if (items.length < 50) break;
  }
  return cards;
}

async function servesKind(client: ApiClient, booked: Booked, card: Card): Promise<boolean> {
  // As the judge: the provider named, among the listed (verified) ones only.
  if (booked.provider_name && card.name.toLowerCase() !== booked.provider_name.toLowerCase()) return false;
  if (booked.provider_language && !card.languages.includes(booked.provider_language)) return false;
  const stems = booked.specialty ?? [];
  const specialty = card.specialty?.toLowerCase() ?? '';
  if (stems.length === 0 && !booked.max_price) return true;
  const { services } = await getJson<Detail>(client, `/api/providers/${card.id}`);
  const kinds = services.filter(
    (service) => stems.length === 0 || stems.some((stem) => specialty.includes(stem) || service.name.toLowerCase().includes(stem)),
  );
  return kinds.some((service) => !booked.max_price || service.pricePaise <= booked.max_price * 100);
}

/** Whether some provider of the expected kind has a free slot the judge would accept; null when nothing is to be booked. */
export async function expectationSatisfiable(client: ApiClient, dialogue: Dialogue, now: Date): Promise<boolean | null> {
  const booked = 'booked' in dialogue.expect ? dialogue.expect.booked : null;
  if (!booked) return null;
  const dates = acceptedDates(booked.date, now);
  for (const card of await providersOf(client, booked)) {
    if (!(await servesKind(client, booked, card))) continue;
    for (const date of dates) {
      const slots = await getJson<FreeSlot[]>(client, `/api/providers/${card.id}/slots?from=${date}&to=${date}`);
      // As the judge: the time when one is given, and the part of the day when one is given.
      const fits = (slot: FreeSlot) =>
        (!booked.time || slot.time === booked.time) && (!booked.time_window || inWindow(slot.time, booked.time_window));
      if (slots.some(fits)) return true;
    }
  }
  return false;
}
