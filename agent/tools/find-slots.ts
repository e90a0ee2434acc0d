import { tool } from 'ai';
import { findOpenSlotsFor, type OpenSlot, type OpenSlots } from '#api/services/availability/open-slots.ts';
import { formatInr } from '#api/core/money.ts';
import type { AgentSession } from '../session/session.ts';
import type { SlotOffer, SlotRequest } from '../session/state.ts';
import { toolInputSchemas, type FindSlotsInput } from './schemas.ts';
import { clashesAmong, describeClash, upcomingBookings } from './duplicates.ts';
import { shownSlots } from './confirmation.ts';
import { kindOfRequest, namesNoKind, shownKind } from './kind-guard.ts';
import { failure } from './tool-result.ts';
import { coveringKind } from '#api/services/catalog/needs/needs.ts';
import {
  askedServiceStems,
  kindWordStems,
  refusedServiceStems,
  seatsOf,
  servicesNamedBy,
  servicesSeating,
  whoStems,
  wordsNaming,
} from '#api/services/catalog/services-by-words.ts';

export function toOffer(slot: OpenSlot): SlotOffer {
  return {
    slotId: slot.slotId,
    providerId: slot.provider.id,
    providerName: slot.provider.name,
    category: slot.provider.category,
    serviceId: slot.service?.id ?? null,
    serviceName: slot.service?.name ?? null,
    pricePaise: slot.service?.pricePaise ?? null,
    date: slot.date,
    time: slot.time,
    city: slot.provider.city,
    area: slot.provider.area,
  };
}

/** The offer as the model sees it: numbered, price in rupees. */
export function describeOffer(offer: SlotOffer, index: number) {
  return { option: index + 1, ...offer, price: offer.pricePaise === null ? null : formatInr(offer.pricePaise) };
}

/** How the kind of provider narrowed the search, or why nothing can match. */
type KindScope =
  { providerIds?: string[]; serviceIds?: string[]; widenedTo?: string } | { none: 'kind_not_in_city'; citiesWithKind: string[] };

/** The providers of the kind asked for; the whole category when the words name no kind the catalogue knows. */
async function kindScope(session: AgentSession, input: FindSlotsInput): Promise<KindScope> {
  if (!input.query || input.providerId) return {};
  // The area's providers first: the list is capped, and slots are looked for in the area before the city.
  const filters = { category: input.category, city: input.city, preferArea: input.area };
  const match = await session.search.matchKind(input.query, filters);
  if (!match || !match.anywhere) return {};
  if (match.providerIds.length > 0) return { providerIds: match.providerIds, serviceIds: match.serviceIds };
  // Words found only in some service names elsewhere ("pipe leak") do not rule out the category's providers here.
  if (!match.bySpecialty) return {};
  return (await defaultKindHere(session, input)) ?? { none: 'kind_not_in_city', citiesWithKind: match.citiesWithKind };
}

/**
 * A doctor's specialty missing in the city: a general physician there sees what any doctor can
 * (DESIGN §5, issue 21); a school subject's tutor: a home tutor there teaches every subject. Offered
 * as such (`kindWidened`), never as the kind asked for.
 */
async function defaultKindHere(session: AgentSession, input: FindSlotsInput): Promise<KindScope | null> {
  const fallback = coveringKind(input.category, input.query);
  if (!fallback || !input.city || fallback.toLowerCase() === input.query?.toLowerCase()) return null;
  const filters = { category: input.category, city: input.city, preferArea: input.area };
  const match =
    (await session.search.matchKind(fallback.toLowerCase(), filters)) ?? (await session.search.matchSpecialty(fallback, filters));
  if (!match || match.providerIds.length === 0) return null;
  return { providerIds: match.providerIds, serviceIds: match.serviceIds, widenedTo: fallback.toLowerCase() };
}

/** Free slots for the request; an area is a preference: when it has nothing, the whole city is tried and the result says so. */
async function slotsFor(session: AgentSession, input: FindSlotsInput, scope: { providerIds?: string[]; serviceIds?: string[] }) {
  const query = { ...input, ...scope };
  const found = await findOpenSlotsFor(session.ctx, query);
  if (found.slots.length > 0 || !input.area) return { found, areaWidened: false };
  return { found: await findOpenSlotsFor(session.ctx, { ...query, area: undefined }), areaWidened: true };
}

/** The same kind as the request before: its service words still hold ("general service" said two turns back). */
function sameKind(request: SlotRequest, input: FindSlotsInput): boolean {
  return (
    request.category === (input.category ?? null) &&
    (request.query === (input.query ?? null) || request.providerId === (input.providerId ?? null))
  );
}

/**
 * Each offer with the service the client's words name ("family thali for four" → "Family thali for 4"), said now or
 * earlier in the same request; when the kind was widened (a general physician for a diabetologist), with the service
 * the asked kind's everyday words name ("Diabetes check-up"). Otherwise the slot query's choice stands. Also the
 * stems that named a service, kept for the request's next turns.
 */
async function withNamedServices(
  session: AgentSession,
  input: FindSlotsInput,
  slots: OpenSlot[],
  widened: boolean,
): Promise<{ slots: OpenSlot[]; words: string[] }> {
  const refused = refusedServiceStems(session.userText);
  const earlier = sameKind(session.state.request, input) ? session.state.serviceWords.filter((word) => !refused.has(word)) : [];
  // "home loan advice … financial advisor?" searched, then "Friday 5 pm?": the service named at the search.
  const searched = session.state.searchedServices;
  const atSearch =
    searched && searched.category === (input.category ?? null) && searched.query === (input.query ?? null)
      ? searched.words.filter((word) => !refused.has(word))
      : [];
  const said = new Set([...askedServiceStems(session.userText), ...earlier, ...atSearch, ...whoStems(session.state.forWhom)]);
  const words = { said, kind: widened && input.query ? kindWordStems(input.query) : new Set<string>() };
  const providerIds = [...new Set(slots.map((slot) => slot.provider.id))];
  const named = await servicesNamedBy(session.ctx, providerIds, words, input.maxPricePaise);
  const naming = new Set([...named.values()].flatMap((service) => wordsNaming(service.name, said)));
  // A provider whose service the client named costs more than the ceiling is left out, while others remain.
  const affordable = slots.filter((slot) => named.get(slot.provider.id)?.overCeiling !== true);
  const withNamed = (affordable.length > 0 ? affordable : slots).map((slot) => {
    const service = named.get(slot.provider.id);
    if (!service || service.overCeiling) return slot;
    return {
      ...slot,
      service: { id: service.id, name: service.name, pricePaise: service.pricePaise, durationMinutes: service.durationMinutes },
    };
  });
  return { slots: await seatingParty(session, input, withNamed), words: [...naming] };
}

/**
 * A table for the party said ("4 of us", "दस लोग"): each offer's service seats them, a provider with no such service
 * is left out while others remain ("dinner for ten" offered a table for two).
 */
async function seatingParty(session: AgentSession, input: FindSlotsInput, slots: OpenSlot[]): Promise<OpenSlot[]> {
  const party = session.state.partySize;
  if (!party || party <= 2 || input.category !== 'restaurant' || slots.length === 0) return slots;
  const seats = (slot: OpenSlot) => (slot.service ? seatsOf(slot.service.name) : null);
  const short = slots.filter((slot) => (seats(slot) ?? 0) < party);
  if (short.length === 0) return slots;
  const seating = await servicesSeating(session.ctx, [...new Set(short.map((slot) => slot.provider.id))], party, input.maxPricePaise);
  const fitted = slots.flatMap((slot) => {
    if ((seats(slot) ?? 0) >= party) return [slot];
    const service = seating.get(slot.provider.id);
    return service ? [{ ...slot, service }] : [];
  });
  return fitted.length > 0 ? fitted : slots;
}

/** The request as remembered for follow-ups ("evening instead" keeps the rest). */
function rememberRequest(input: FindSlotsInput): SlotRequest {
  return {
    category: input.category ?? null,
    query: input.query ?? null,
    providerId: input.providerId ?? null,
    city: input.city ?? null,
    area: input.area ?? null,
    maxPricePaise: input.maxPricePaise ?? null,
    language: input.language ?? null,
    sort: input.sort ?? null,
    date: input.date ?? null,
    time: input.time ?? null,
    timeWindow: input.timeWindow ?? null,
  };
}

function remember(session: AgentSession, input: FindSlotsInput, found: OpenSlots | null, serviceWords: string[] = []): SlotOffer[] {
  const offers = found?.slots.map(toOffer) ?? [];
  const { state } = session;
  state.serviceWords = serviceWords;
  // New options replace whatever waited for a yes: a yes now must be to one of these.
  state.offers = offers;
  state.kind = kindOfRequest(session, input, offers[0]?.providerName ?? null);
  state.clashes = [];
  state.warned = [];
  state.providers = [];
  state.proposal = null;
  state.date = found?.date ?? input.date ?? null;
  state.request = rememberRequest(input);
  if (input.city) state.clientCity = input.city;
  if (input.category) state.category = input.category;
  if (input.providerId) state.providerId = input.providerId;
  return offers;
}

/**
 * find_slots: free slots on a day (or the next day with room), nearest the wished time, of the
 * kind of provider asked for, within the client's city, area, price ceiling and language. The
 * slots offered are remembered: `book_slot` accepts only those, after the user's yes.
 */
export function findSlotsTool(session: AgentSession) {
  return tool({
    description:
      "Free appointment slots, by provider or service or category and the kind asked for (query), in a city/area, under a price, with a provider speaking a language, on an IST date (YYYY-MM-DD), nearest to a time (HH:MM) or within a part of the day. Returns numbered options with each provider's city, area and price; offer them to the user and book only after they confirm one.",
    inputSchema: toolInputSchemas.findSlots,
    execute: async (input) => {
      shownKind(session);
      shownSlots(session);
      // Slots "in any category" answer a need nobody understood: the kind comes first (issue 21).
      if (namesNoKind(input) && !input.providerId && !input.serviceId) {
        return failure(
          'kind_required',
          'Ask the client what the appointment is for (a category or kind of provider) before looking for slots.',
        );
      }
      const scope = await kindScope(session, input);
      if ('none' in scope) {
        remember(session, input, null);
        return { ...failure('no_slots', `No ${input.query} in ${input.city}.`), kindNotInCity: true, citiesWithKind: scope.citiesWithKind };
      }
      const { widenedTo, ...narrowed } = scope;
      // The client's bookings are read beside the slots, not after them: the clash check needs both.
      const [{ found: asFound, areaWidened }, upcoming] = await Promise.all([
        slotsFor(session, input, narrowed),
        upcomingBookings(session),
      ]);
      const { slots, words } = await withNamedServices(session, input, asFound.slots, Boolean(widenedTo));
      const exact = slots.find((slot) => slot.slotId === asFound.exact?.slotId) ?? null;
      const found = { ...asFound, slots, exact };
      // What was shown is what a yes books: a widened kind is the conversation's kind from now on.
      const offers = remember(session, widenedTo ? { ...input, query: widenedTo } : input, found, words);
      session.state.widened = Boolean(widenedTo) || areaWidened;
      if (offers.length === 0) return failure('no_slots', 'No free slot in the next two weeks for this request.');
      session.state.clashes = clashesAmong(upcoming, offers);
      return {
        ok: true as const,
        date: found.date,
        movedFromAskedDate: found.movedFromAskedDate,
        areaWidened,
        kindWidened: widenedTo ? { asked: input.query, offered: widenedTo } : null,
        exact: found.exact
          ? describeOffer(
              toOffer(found.exact),
              offers.findIndex((offer) => offer.slotId === found.exact?.slotId),
            )
          : null,
        options: offers.map(describeOffer),
        // Say so before proposing any of these: a second booking with that provider, or of this kind that day.
        alreadyBooked: session.state.clashes.map(describeClash),
      };
    },
  });
}
