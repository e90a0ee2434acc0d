import type { MitraUIMessage, ProposalData } from '../../../../../agent/ui-message.ts';

/** The booking Mitra proposes before it books; the confirm button answers "yes". */
export type Proposal = ProposalData;

export type MitraMessage = MitraUIMessage;

/** An option Mitra listed (search_catalog results or find_slots options), shown as a tappable card. */
export type ChatOption = { option: number; title: string; detail: string };

/** How the chat writes a date and a time in its language ("Thu, 26 Nov", "5:30 pm"). */
export type ChatFormats = { day: (date: string) => string; time: (time: string) => string };

const text = (value: string | null | undefined) => value ?? '';

/** "Adyar, Chennai", or the city alone. */
export const placeOf = (city: string | null | undefined, area: string | null | undefined) =>
  [text(area), text(city)].filter(Boolean).join(', ');

type Part = MitraMessage['parts'][number];
type ToolPart<Name extends string> = Extract<Part, { type: `tool-${Name}`; state: 'output-available' }>;
type SlotOptions = Extract<ToolPart<'find_slots'>['output'], { ok: true }>['options'];
type CatalogResults = Extract<ToolPart<'search_catalog'>['output'], { ok: true }>['results'];

const slotCards = (options: SlotOptions, formats: ChatFormats): ChatOption[] =>
  options.map((option) => ({
    option: option.option,
    title: [option.time && formats.time(option.time), option.providerName].filter(Boolean).join(' · '),
    detail: [placeOf(option.city, option.area), option.serviceName, option.date && formats.day(option.date), text(option.price)]
      .filter(Boolean)
      .join(' · '),
  }));

const catalogCards = (results: CatalogResults): ChatOption[] =>
  results.map((result) => ({
    option: result.option,
    title: result.label,
    detail: [
      result.kind === 'service' ? result.providerName : text(result.specialty),
      placeOf(result.city, result.area),
      text(result.priceFrom),
    ]
      .filter(Boolean)
      .join(' · '),
  }));

/** Reads the options out of a finished find_slots or search_catalog part; other parts and failures give none. */
export function optionsOf(part: Part, formats: ChatFormats): ChatOption[] {
  if (!('state' in part) || part.state !== 'output-available') return [];
  if (part.type === 'tool-find_slots' && part.output.ok) return slotCards(part.output.options, formats);
  if (part.type === 'tool-search_catalog' && part.output.ok) return catalogCards(part.output.results);
  return [];
}

/** A booking book_slot made, as its structured output gives it (the card never reads the reply text). */
export type BookedBooking = Extract<ToolPart<'book_slot'>['output'], { ok: true }>['booking'];

/** The booking a finished, successful book_slot part made; null for every other part. */
export function bookedOf(part: Part): BookedBooking | null {
  if (part.type !== 'tool-book_slot' || part.state !== 'output-available' || !part.output.ok) return null;
  return part.output.booking;
}
