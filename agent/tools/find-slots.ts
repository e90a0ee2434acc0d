import { tool } from 'ai';
import { findOpenSlotsFor, type OpenSlot } from '#api/services/availability/open-slots.ts';
import { formatInr } from '#api/lib/money.ts';
import type { AgentSession } from '../session.ts';
import type { SlotOffer } from '../state.ts';
import { findSlotsInput } from './schemas.ts';
import { failure } from './tool-result.ts';

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
  };
}

/** The offer as the model sees it: numbered, price in rupees. */
export function describeOffer(offer: SlotOffer, index: number) {
  return { option: index + 1, ...offer, price: offer.pricePaise === null ? null : formatInr(offer.pricePaise) };
}

/**
 * find_slots: free slots on a day (or the next day with room), nearest the wished time. The
 * slots offered are remembered: `book_slot` accepts only those, after the user's yes.
 */
export function findSlotsTool(session: AgentSession) {
  return tool({
    description: 'Free appointment slots, by provider or service or category, on an IST date (YYYY-MM-DD), nearest to a time (HH:MM) or within a part of the day. Returns numbered options; offer them to the user and book only after they confirm one.',
    inputSchema: findSlotsInput,
    execute: async (input) => {
      const found = await findOpenSlotsFor(session.ctx, input);
      const offers = found.slots.map(toOffer);
      const { state } = session;
      // New options replace whatever waited for a yes: a yes now must be to one of these.
      state.offers = offers;
      state.providers = [];
      state.proposal = null;
      state.date = found.date;
      if (input.category) state.category = input.category;
      if (input.providerId) state.providerId = input.providerId;
      if (offers.length === 0) return failure('no_slots', 'No free slot in the next two weeks for this request.');
      return {
        ok: true as const,
        date: found.date,
        movedFromAskedDate: found.movedFromAskedDate,
        exact: found.exact ? describeOffer(toOffer(found.exact), offers.findIndex((offer) => offer.slotId === found.exact?.slotId)) : null,
        options: offers.map(describeOffer),
      };
    },
  });
}
