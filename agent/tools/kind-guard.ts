/**
 * Act only on what was understood (issue 21): a slot is booked or a booking moved only when the
 * slot serves the kind the conversation resolved — its category, the kind of provider or service
 * asked for, the provider asked for — or its provider was named by the client. The kind that
 * counts is the one the client was shown before this turn: a model that searches something else
 * in the turn of a yes cannot book it on that yes.
 */
import { AppError } from '#api/core/errors.ts';
import type { AgentSession } from '../session/session.ts';
import type { ResolvedKind, SlotOffer } from '../session/state.ts';
import type { FindSlotsInput } from './schemas.ts';

const shownKinds = new WeakMap<AgentSession, ResolvedKind | null>();

/** Categories that are no kind on their own: "other" (tailor or pandit) and "repair" (AC, phone or RO). */
const broadCategories: ReadonlySet<string> = new Set(['other', 'repair']);

/** A slot search that names no kind: no category, or a broad one with nothing to narrow it (issue 21). */
export function namesNoKind(request: { category?: string | null | undefined; query?: string | null | undefined }): boolean {
  return !request.category || (broadCategories.has(request.category) && !request.query?.trim());
}

/** The kind the client saw offered before this turn (read once per turn, before find_slots may change it). */
export function shownKind(session: AgentSession): ResolvedKind | null {
  if (!shownKinds.has(session)) shownKinds.set(session, session.state.kind);
  return shownKinds.get(session) ?? null;
}

const honorifics = new Set(['dr', 'dr.', 'doctor', 'the', 'and', '&', 'mr', 'mrs', 'ms', 'sri', 'shri']);
const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter((word) => word.length >= 3 && !honorifics.has(word));

/** Did the client name this provider in this turn's message (not the model: its words are not the client's)? */
export function clientNamed(session: AgentSession, providerName: string): boolean {
  const said = new Set(wordsOf(session.userText));
  const nameWords = wordsOf(providerName);
  if (nameWords.length > 0 && nameWords.every((word) => said.has(word))) return true;
  const named = session.understanding().providerName;
  return named !== null && named.trim().length >= 3 && providerName.toLowerCase().includes(named.trim().toLowerCase());
}

/** The kind a find_slots call asks for, as the conversation records it. */
export function kindOfRequest(session: AgentSession, input: FindSlotsInput, providerName: string | null): ResolvedKind {
  const named = input.providerId !== undefined && providerName !== null && clientNamed(session, providerName);
  return {
    category: input.category ?? null,
    query: input.providerId ? null : (input.query ?? null),
    city: input.city ?? null,
    providerId: input.providerId ?? null,
    named,
  };
}

/** Whether the offered slot's provider serves the kind: same category, the provider asked for, a provider of the kind asked for. */
export async function servesKind(session: AgentSession, kind: ResolvedKind, offer: SlotOffer): Promise<boolean> {
  if (kind.providerId) return offer.providerId === kind.providerId;
  if (kind.category && offer.category !== kind.category) return false;
  if (!kind.category) return false;
  if (!kind.query) return true;
  // Asked about this provider alone: the lists are capped, and it may rank below the cap.
  const filters = { category: kind.category, city: kind.city ?? undefined, providerId: offer.providerId };
  const match = await session.search.matchKind(kind.query, filters);
  // Words that name no kind the catalogue has: find_slots searched the whole category, and so may the booking.
  if (!match || !match.anywhere) return true;
  return match.providerIds.includes(offer.providerId);
}

/**
 * May this offered slot be booked (or a booking moved to it) in this conversation? Yes when it
 * serves the kind shown to the client, or the client named its provider.
 */
export async function kindAllows(session: AgentSession, offer: SlotOffer): Promise<boolean> {
  const kind = shownKind(session);
  if (kind?.named && kind.providerId === offer.providerId) return true;
  if (kind && (await servesKind(session, kind, offer))) return true;
  return clientNamed(session, offer.providerName);
}

/** Throws `kind_mismatch` (409) when the slot may not be booked here; tools report it as `{ok: false, reason: 'kind_mismatch'}`. */
export async function assertKind(session: AgentSession, offer: SlotOffer): Promise<void> {
  if (await kindAllows(session, offer)) return;
  throw new AppError('kind_mismatch', {
    message: `Not done: ${offer.providerName} (${offer.category}) does not serve what the client asked for. Find slots of that kind, or ask the client what they need.`,
  });
}
