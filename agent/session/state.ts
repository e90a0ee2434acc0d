/**
 * Mitra's working memory between turns, kept server side in `conversations.state`: what the
 * last reply offered and what waits for the user's yes. The confirmation guard of `book_slot`
 * reads it, so the model can only book a slot this conversation actually offered.
 */
import { z } from 'zod';
import { categoryIds } from '#db/schema/index.ts';

/** The language and script a reply is written in (romanised Hindi and Tamil are locales of their own). */
export type ReplyLocale = 'en' | 'hi' | 'ta' | 'hi-Latn' | 'ta-Latn';

const slotOfferSchema = z.object({
  slotId: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  category: z.enum(categoryIds),
  serviceId: z.string().nullable(),
  serviceName: z.string().nullable(),
  pricePaise: z.number().nullable(),
  date: z.string(),
  time: z.string(),
  /** Where the provider is: every offer says it (a Pune dentist is never offered silently to a Chennai client). */
  city: z.string().catch(''),
  area: z.string().nullable().catch(null),
});
export type SlotOffer = z.infer<typeof slotOfferSchema>;

const bookingRefSchema = z.object({
  bookingId: z.string(),
  providerId: z.string(),
  providerName: z.string(),
  category: z.string(),
  serviceName: z.string().nullable(),
  date: z.string(),
  time: z.string(),
});
export type BookingRef = z.infer<typeof bookingRefSchema>;

/**
 * What the client is looking for, as the last find_slots asked it: a correction changes only
 * what it names ("evening instead", "not a dentist, a skin doctor") and keeps the rest.
 */
const requestSchema = z.object({
  category: z.enum(categoryIds).nullable().catch(null),
  /** The kind of provider or service ("dentist", "fridge repair"). */
  query: z.string().nullable().catch(null),
  providerId: z.string().nullable().catch(null),
  city: z.string().nullable().catch(null),
  area: z.string().nullable().catch(null),
  maxPricePaise: z.number().nullable().catch(null),
  language: z.string().nullable().catch(null),
  sort: z.enum(['time', 'price', 'rating']).nullable().catch(null),
  date: z.string().nullable().catch(null),
  time: z.string().nullable().catch(null),
  timeWindow: z.enum(['morning', 'afternoon', 'evening', 'night']).nullable().catch(null),
});
export type SlotRequest = z.infer<typeof requestSchema>;

export function emptyRequest(): SlotRequest {
  return requestSchema.parse({});
}

const proposalSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('book'), offer: slotOfferSchema }),
  z.object({ kind: z.literal('cancel'), booking: bookingRefSchema }),
  z.object({ kind: z.literal('reschedule'), booking: bookingRefSchema, offer: slotOfferSchema }),
]);
export type Proposal = z.infer<typeof proposalSchema>;

/**
 * The kind the conversation resolved (issue 21): the category, the kind of provider or service
 * asked for, and the provider when one was asked for — `named` when the client named it. Set by
 * find_slots; book_slot and reschedule_booking refuse a slot that does not serve it.
 */
const resolvedKindSchema = z.object({
  category: z.enum(categoryIds).nullable().catch(null),
  query: z.string().nullable().catch(null),
  city: z.string().nullable().catch(null),
  providerId: z.string().nullable().catch(null),
  named: z.boolean().catch(false),
});
export type ResolvedKind = z.infer<typeof resolvedKindSchema>;

/** What a pending booking choice is for: "which booking should I cancel / move?". */
const pendingActionSchema = z.enum(['cancel', 'reschedule']);

export const agentStateSchema = z.object({
  language: z.enum(['en', 'hi', 'ta']).nullable().catch(null),
  script: z.enum(['latin', 'devanagari', 'tamil']).nullable().catch(null),
  /** The task the conversation is on, for follow-ups that leave it out. */
  intent: z.string().nullable().catch(null),
  category: z.enum(categoryIds).nullable().catch(null),
  /** Provider in focus (named, searched or chosen), for "another day" and follow-ups. */
  providerId: z.string().nullable().catch(null),
  /** The IST day the last slots were on. */
  date: z.string().nullable().catch(null),
  time: z.string().nullable().catch(null),
  timeWindow: z.enum(['morning', 'afternoon', 'evening', 'night']).nullable().catch(null),
  /** Slots the last reply listed, numbered from 1. */
  offers: z.array(slotOfferSchema).catch([]),
  /** Search results the last reply listed, numbered from 1: "2" then means that provider. */
  providers: z.array(z.object({ providerId: z.string(), name: z.string(), category: z.enum(categoryIds) })).catch([]),
  /** Active bookings the last reply listed, numbered from 1, when a choice is pending. */
  bookings: z.array(bookingRefSchema).catch([]),
  pendingAction: pendingActionSchema.nullable().catch(null),
  /** The booking being moved while the user picks its new slot. */
  rescheduleBookingId: z.string().nullable().catch(null),
  proposal: proposalSchema.nullable().catch(null),
  /** A complaint Mitra asked the details of: the next message is what happened (the booking, when one was named). */
  complaint: z
    .object({
      bookingId: z.string().nullable().catch(null),
      about: z.string().nullable().catch(null),
      category: z.enum(categoryIds).nullable().catch(null),
    })
    .nullable()
    .catch(null),
  // A fresh object per parse: a shared default would carry one conversation's request into another.
  request: requestSchema.catch(() => emptyRequest()),
  /** Stems of the client's words that named the offers' service ("family thali"): kept while the request's kind is. */
  serviceWords: z.array(z.string()).catch([]),
  /**
   * Stems of the client's words that named a service among the last search's results ("home loan" → "Home loan
   * advice"), with the category and words searched: slots then found for that search are offered with that service.
   */
  searchedServices: z
    .object({ category: z.string().nullable(), query: z.string().nullable(), words: z.array(z.string()) })
    .nullable()
    .catch(null),
  /** Who the request is for, as the client last said ("my son, 6" → child): a child's offer carries a kids' service. */
  forWhom: z.array(z.enum(['child', 'pregnant', 'elderly'])).catch([]),
  /** How many people the table asked for is for ("4 of us"), kept while the request stays. */
  partySize: z.number().int().positive().nullable().catch(null),
  /** The kind the offers were found for; null until find_slots ran with one. */
  kind: resolvedKindSchema.nullable().catch(null),
  /** The client's active bookings that clash with the offers (same provider, or same category that day). */
  clashes: z.array(bookingRefSchema).catch([]),
  /** Slots the client was told clash with a booking they have: a yes to one of them books it. */
  warned: z.array(z.string()).catch([]),
  /** The client's city: named in the conversation, else from the profile. */
  clientCity: z.string().nullable().catch(null),
  /** Mitra asked for the city once; it does not ask again. */
  askedCity: z.boolean().catch(false),
  /** The slots on show are of a wider kind or area than asked ("no paediatrician; general physicians"): a yes only proposes. */
  widened: z.boolean().catch(false),
  /** The profile's city: not read yet, has one (or the client's is saved there), or has none. */
  profileCity: z.enum(['unread', 'saved', 'missing']).catch('unread'),
});
export type AgentState = z.infer<typeof agentStateSchema>;

/** The slots on show: the options listed and the one proposed for a yes (a cancel proposes none). */
export function shownOffers(state: Pick<AgentState, 'offers' | 'proposal'>): SlotOffer[] {
  const { offers, proposal } = state;
  return proposal && proposal.kind !== 'cancel' ? [...offers, proposal.offer] : offers;
}

/** The words of what a yes would book: the kind searched and the service proposed; empty with no slot proposed. */
export function proposedKind(state: Pick<AgentState, 'request' | 'proposal'>): string {
  const { proposal, request } = state;
  if (!proposal || proposal.kind === 'cancel') return '';
  return [request.query, proposal.offer.serviceName].filter((words) => words !== null).join(' ');
}

export function emptyAgentState(): AgentState {
  return agentStateSchema.parse({});
}

/** Reads stored state; anything unreadable starts afresh rather than failing the turn. */
export function parseAgentState(value: unknown): AgentState {
  const parsed = agentStateSchema.safeParse(value ?? {});
  return parsed.success ? parsed.data : emptyAgentState();
}
