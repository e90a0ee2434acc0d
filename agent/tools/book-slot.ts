import { tool } from 'ai';
import { createBooking } from '#api/services/bookings/create-booking.ts';
import { findOpenSlotsFor } from '#api/services/availability/open-slots.ts';
import { formatInr } from '#api/core/money.ts';
import { bookingRef } from '#api/services/notifications/booking-texts.ts';
import { askedServiceStems, serviceScore, servicesNamedBy, type NamedService } from '#api/services/catalog/services-by-words.ts';
import type { AgentSession } from '../session/session.ts';
import type { SlotOffer } from '../session/state.ts';
import { isUuid, userConfirmedSlot } from './confirmation.ts';
import { clashingBookings, describeClash, markWarned, mustWarn } from './duplicates.ts';
import { assertKind } from './kind-guard.ts';
import { describeOffer, toOffer } from './find-slots.ts';
import { toolInputSchemas } from './schemas.ts';
import { expected, failure, isFailure, signInRequired } from './tool-result.ts';

/** The slot as this conversation offered it: in the last list, or as the proposal (recorded by find_slots, never by the model). */
export function offeredSlot(session: AgentSession, slotId: string) {
  const { offers, proposal } = session.state;
  return (
    offers.find((offer) => offer.slotId === slotId) ??
    (proposal && proposal.kind !== 'cancel' && proposal.offer.slotId === slotId ? proposal.offer : undefined)
  );
}

/** Other free times of the same provider near a slot that was just lost. */
export async function alternativesFor(session: AgentSession, slotId: string) {
  const lost = offeredSlot(session, slotId);
  if (!lost) return [];
  const found = await findOpenSlotsFor(session.ctx, { providerId: lost.providerId, date: lost.date, time: lost.time });
  session.state.offers = found.slots.map(toOffer);
  session.state.proposal = null;
  return session.state.offers.map(describeOffer);
}

/**
 * "ok jain thali for 2 then, 8 pm" to a "Table for 2" proposal: the yes names another of the provider's services,
 * one that fits its words better than the proposed one. That service, or null.
 */
async function otherServiceNamed(session: AgentSession, offer: SlotOffer): Promise<NamedService | null> {
  const said = askedServiceStems(session.userText);
  if (said.size === 0 || !offer.serviceId) return null;
  const named = (await servicesNamedBy(session.ctx, [offer.providerId], { said, kind: new Set() })).get(offer.providerId);
  if (!named || named.id === offer.serviceId) return null;
  return named.score > serviceScore(offer.serviceName ?? '', said, new Set()) ? named : null;
}

/** The slot proposed again with the service the client named: only their next yes books it. */
function proposeWithService(session: AgentSession, offer: SlotOffer, service: NamedService) {
  const renamed: SlotOffer = { ...offer, serviceId: service.id, serviceName: service.name, pricePaise: service.pricePaise };
  const { state } = session;
  state.offers = state.offers.map((shown) => (shown.slotId === offer.slotId ? renamed : shown));
  state.proposal = { kind: 'book', offer: renamed };
  return {
    ...failure(
      'other_service',
      'Not booked: the client named another service of this provider. Propose the slot with it; book after their yes.',
    ),
    offer: describeOffer(renamed, Math.max(0, state.offers.indexOf(renamed))),
  };
}

/** book_slot: books a slot for the signed-in caller, only after they confirmed it. */
export function bookSlotTool(session: AgentSession) {
  return tool({
    description:
      'Book one offered slot for the signed-in user. Only after the user explicitly confirmed this slot (yes, or on WhatsApp its option number); otherwise it is refused.',
    inputSchema: toolInputSchemas.bookSlot,
    execute: async ({ slotId }) => {
      if (!session.user) return signInRequired();
      const offer = isUuid(slotId) ? offeredSlot(session, slotId) : undefined;
      const ofKind = offer ? await expected(() => assertKind(session, offer)) : undefined;
      if (isFailure(ofKind)) return ofKind;
      if (!offer || !userConfirmedSlot(session, slotId)) {
        return failure('not_confirmed', 'Not booked: propose this slot to the user and book it only after they confirm it.');
      }
      const otherService = await otherServiceNamed(session, offer);
      if (otherService) return proposeWithService(session, offer, otherService);
      const existing = await clashingBookings(session, [offer]);
      if (existing.length > 0 && mustWarn(session, slotId)) {
        markWarned(session, [slotId], true);
        session.state.clashes = existing;
        session.state.proposal = { kind: 'book', offer };
        return {
          ...failure(
            'duplicate_warning',
            'Not booked yet: tell the client about the booking they already have and book only if they say yes again.',
          ),
          existing: existing.map(describeClash),
        };
      }
      const booked = await expected(() =>
        createBooking(session.ctx, session.user!, { slotId, serviceId: offer?.serviceId ?? null, channel: session.channel }),
      );
      if (isFailure(booked)) {
        const lostSlot = booked.reason === 'slot_taken' || booked.reason === 'slot_unavailable';
        return { ...booked, alternatives: lostSlot ? await alternativesFor(session, slotId) : [] };
      }
      session.state.proposal = null;
      session.state.offers = [];
      session.extras.booked = true;
      return {
        ok: true as const,
        booking: {
          id: booked.id,
          // The one reference a person sees everywhere (messages, e-mail, admin lookup): quote this, not the id.
          reference: bookingRef(booked.id),
          status: booked.status,
          provider: booked.provider.name,
          service: booked.service?.name ?? null,
          // Where, as the offer said it: the chat's booking card shows it.
          city: booked.provider.city,
          area: offer.area,
          date: booked.date,
          time: booked.time,
          amount: formatInr(booked.amountPaise),
          // The card's calendar file and UPI link are built from these, not from the reply text.
          amountPaise: booked.amountPaise,
          startsAt: booked.startsAt,
          endsAt: booked.endsAt,
          createdAt: booked.createdAt,
        },
      };
    },
  });
}
