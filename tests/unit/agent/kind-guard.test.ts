import { describe, expect, it } from 'vitest';
import type { AgentSession } from '#agent/session/session.ts';
import { emptyAgentState, type ResolvedKind, type SlotOffer } from '#agent/session/state.ts';
import { clientNamed, kindAllows, servesKind } from '#agent/tools/kind-guard.ts';
import type { KindFilters, KindMatch } from '#api/services/catalog/search/catalog-search.ts';

/**
 * A session reduced to what the kind guard reads: the message, its reading, the state, the catalogue's kind match
 * (which, asked about one provider, lists it or nothing, as matchKind does).
 */
function sessionWith(userText: string, kind: ResolvedKind | null, dentists: string[] = ['smile']) {
  const state = { ...emptyAgentState(), kind };
  const match: KindMatch = { providerIds: dentists, serviceIds: [], anywhere: true, bySpecialty: true, citiesWithKind: ['Pune'] };
  return {
    userText,
    state,
    understanding: () => ({ providerName: null }),
    search: {
      matchKind: async (q: string, filters: KindFilters = {}) =>
        q === 'dentist' ? { ...match, providerIds: dentists.filter((id) => !filters.providerId || id === filters.providerId) } : null,
    },
  } as unknown as AgentSession;
}

const offer = (providerId: string, providerName: string, category: SlotOffer['category']): SlotOffer => ({
  slotId: `${providerId}-slot`,
  providerId,
  providerName,
  category,
  serviceId: null,
  serviceName: null,
  pricePaise: 50_000,
  date: '2026-11-28',
  time: '17:00',
  city: 'Pune',
  area: null,
});
const dentistKind: ResolvedKind = { category: 'doctor', query: 'dentist', city: 'Pune', providerId: null, named: false };

describe('the kind guard of book_slot and reschedule_booking', () => {
  it('a dentist serves "dentist"; another doctor, or a plumber, does not', async () => {
    const session = sessionWith('yes', dentistKind);
    expect(await servesKind(session, dentistKind, offer('smile', 'Smile Dental', 'doctor'))).toBe(true);
    expect(await servesKind(session, dentistKind, offer('skin', 'Skin Clinic', 'doctor'))).toBe(false);
    expect(await servesKind(session, dentistKind, offer('anil', 'Anil Plumbing Works', 'plumber'))).toBe(false);
  });

  it('with no kind recorded, only a provider the client names is allowed', async () => {
    expect(await kindAllows(sessionWith('yes book it', null), offer('anil', 'Anil Plumbing Works', 'plumber'))).toBe(false);
    expect(await kindAllows(sessionWith('book Anil Plumbing Works at 6', null), offer('anil', 'Anil Plumbing Works', 'plumber'))).toBe(
      true,
    );
  });

  it('a name counts only when all its distinctive words are said ("Dr." and "the" aside)', () => {
    expect(clientNamed(sessionWith('dr smile dental please', null), 'Dr. Smile Dental')).toBe(true);
    expect(clientNamed(sessionWith('a dental clinic please', null), 'Dr. Smile Dental')).toBe(false);
  });
});
