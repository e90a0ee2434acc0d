/**
 * The client's request across turns. Each message changes only what it names — the day, the
 * time or part of the day, the kind of provider, the city or area, the price ceiling, the
 * provider's language or the order — and keeps the rest, so "evening instead", "not a dentist,
 * a skin doctor" and "Friday instead?" correct the search rather than start a new one.
 */
import { nluCategoryIds, type Understanding } from '../../nlu/index.ts';
import type { AgentSession } from '../../session/session.ts';
import type { SlotRequest } from '../../session/state.ts';
import { timeWindowMinutes } from '#api/services/availability/open-slots.ts';
import { defined } from './decision.ts';

/**
 * Words that name a whole category (the category ids themselves and a few more): they add nothing to the category
 * filter, and never replace a kind already asked ("will the teacher teach in Tamil?" of a home tutor on show).
 */
const genericTerms = new Set<string>([
  ...nluCategoryIds,
  'appointment',
  'booking',
  'home services',
  'table',
  'checkup',
  'teacher',
  'tuition',
]);

/** The kind of provider a message asks for ("dentist", "fridge repair"), or null for a bare category. */
export function kindOf(reading: Understanding): string | null {
  const term = reading.serviceTerm?.trim().toLowerCase();
  return term && !genericTerms.has(term) ? reading.serviceTerm : null;
}

const said = (reading: Understanding, field: 'category' | 'date' | 'time') => !reading.carried.includes(field);

function what(base: SlotRequest, reading: Understanding): Pick<SlotRequest, 'category' | 'query' | 'providerId'> {
  if (!reading.category || !said(reading, 'category')) return { category: base.category, query: base.query, providerId: base.providerId };
  const kind = kindOf(reading);
  if (reading.category !== base.category) return { category: reading.category, query: kind, providerId: null };
  // The same category: a new kind replaces the old one ("not a dentist, a skin specialist"); a bare "doctor" keeps it.
  return kind && kind !== base.query
    ? { category: reading.category, query: kind, providerId: null }
    : { category: base.category, query: base.query, providerId: base.providerId };
}

function when(base: SlotRequest, reading: Understanding): Pick<SlotRequest, 'date' | 'time' | 'timeWindow'> {
  const rejectedDate = reading.rejected.date !== null && reading.rejected.date === base.date;
  const date = reading.date && said(reading, 'date') ? reading.date.iso : rejectedDate ? null : base.date;
  if (reading.time && said(reading, 'time')) return { date, time: reading.time, timeWindow: reading.timeWindow };
  if (reading.timeWindow) return { date, time: null, timeWindow: reading.timeWindow };
  if (reading.rejected.timeWindow && reading.rejected.timeWindow === base.timeWindow) return { date, time: null, timeWindow: null };
  return { date, time: base.time, timeWindow: base.timeWindow };
}

/** The request after this message: what it names, over what the conversation asked before. */
export function mergeRequest(session: AgentSession): SlotRequest {
  const reading = session.understanding();
  const { state } = session;
  const base = state.request;
  const city = reading.city ?? base.city ?? state.clientCity;
  const movedCity = reading.city !== null && reading.city !== base.city;
  return {
    ...what(base, reading),
    city,
    area: reading.area ?? (movedCity ? null : base.area),
    maxPricePaise: reading.maxPricePaise ?? base.maxPricePaise,
    language: reading.providerLanguage ?? base.language,
    sort: reading.sort ?? base.sort,
    ...when(base, reading),
  };
}

/** find_slots input for a request (empty fields left out). */
export function slotsInput(request: SlotRequest, overrides: Partial<SlotRequest> = {}): Record<string, unknown> {
  const merged = { ...request, ...overrides };
  return defined({
    providerId: merged.providerId,
    category: merged.category,
    query: merged.providerId ? null : merged.query,
    city: merged.city,
    area: merged.area,
    maxPricePaise: merged.maxPricePaise,
    language: merged.language,
    sort: merged.sort,
    date: merged.date,
    time: merged.time,
    timeWindow: merged.time && !windowHolds(merged.timeWindow, merged.time) ? null : merged.timeWindow,
  });
}

/** A time outside the part of the day ("dinner", then "7 pm") wins over it (the parts as find_slots filters them). */
export function windowHolds(window: SlotRequest['timeWindow'], time: string): boolean {
  if (!window) return false;
  const minute = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return minute >= timeWindowMinutes[window].start && minute < timeWindowMinutes[window].end;
}
