import type { MitraUIMessage, ProposalData } from '../../../../../agent/ui-message.ts';

/** The booking Mitra proposes before it books; the confirm button answers "yes". */
export type Proposal = ProposalData;

export type MitraMessage = MitraUIMessage;

/** An option Mitra listed (search_catalog results or find_slots options), shown as a tappable card. */
export type ChatOption = { option: number; title: string; detail: string };

/** How the chat writes a date and a time in its language ("Thu, 26 Nov", "5:30 pm"). */
export type ChatFormats = { day: (date: string) => string; time: (time: string) => string };

/** "Adyar, Chennai", or the city alone. */
export const placeOf = (city: unknown, area: unknown) => [text(area), text(city)].filter(Boolean).join(', ');

type ToolOutput = { ok?: boolean; results?: Record<string, unknown>[]; options?: Record<string, unknown>[] };

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** Reads the options out of a tool part's output; unknown tools or shapes give none. */
export function optionsOf(part: MitraMessage['parts'][number], formats: ChatFormats): ChatOption[] {
  if (!part.type.startsWith('tool-') || !('state' in part) || part.state !== 'output-available') return [];
  const output = (part as { output?: ToolOutput }).output;
  if (!output?.ok) return [];
  if (Array.isArray(output.options)) {
    return output.options.map((option, index) => ({
      option: Number(option.option ?? index + 1),
      title: [text(option.time) && formats.time(text(option.time)), text(option.providerName)].filter(Boolean).join(' · '),
      detail: [
        placeOf(option.city, option.area),
        text(option.serviceName),
        text(option.date) && formats.day(text(option.date)),
        text(option.price),
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  }
  if (Array.isArray(output.results)) {
    return output.results.map((result, index) => ({
      option: Number(result.option ?? index + 1),
      title: text(result.label),
      detail: [
        result.kind === 'service' ? text(result.providerName) : text(result.specialty),
        placeOf(result.city, result.area),
        text(result.priceFrom),
      ]
        .filter(Boolean)
        .join(' · '),
    }));
  }
  return [];
}
