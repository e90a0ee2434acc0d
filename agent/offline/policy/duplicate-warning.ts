/**
 * "You already have a haircut at 4 pm tomorrow at …; book another one?": said before any slot is
 * proposed that clashes with a booking the client has (same provider, or same kind that day).
 */
import { formatClock, formatDay, translatorFor } from '../../replies/translator.ts';
import type { Reply } from '../../replies/compose.ts';
import type { AgentSession } from '../../session/session.ts';
import type { SlotOffer } from '../../session/state.ts';
import { clashes, markWarned } from '../../tools/duplicates.ts';

/** The warning lines for the offers shown, and the offers recorded as warned about (a yes to one of them then books it). */
export function clashLines(session: AgentSession, offers: readonly SlotOffer[]): string[] {
  const language = session.replyLocale();
  const t = translatorFor(language);
  // The booking being moved is not a second one: its own new times never warn about it.
  const moving = session.state.rescheduleBookingId;
  const existing = session.state.clashes.filter(
    (booking) => booking.bookingId !== moving && offers.some((offer) => clashes(booking, offer)),
  );
  if (existing.length === 0) return [];
  markWarned(
    session,
    offers.filter((offer) => existing.some((booking) => clashes(booking, offer))).map((offer) => offer.slotId),
  );
  return existing.slice(0, 2).map((booking) =>
    t('alreadyBooked', {
      provider: booking.providerName,
      date: formatDay(language, booking.date),
      time: formatClock(language, booking.time),
      service: booking.serviceName ? t('serviceSuffix', { service: booking.serviceName }) : '',
    }),
  );
}

/** A reply with the clash warnings for `offers` put first. */
export function withClashes(session: AgentSession, offers: readonly SlotOffer[], reply: Reply): Reply {
  const warnings = clashLines(session, offers);
  return warnings.length === 0 ? reply : { ...reply, text: [...warnings, reply.text].join('\n') };
}
