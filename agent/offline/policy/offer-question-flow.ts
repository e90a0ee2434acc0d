/**
 * A question about what is on offer ("is it an AC salon?", "kya wo AC wala hai?", "adhu AC salon
 * ah?", "is it in Adyar?"): answered from what the offer holds — its place — or honestly, when the
 * listing does not say; the offer is shown again and still waits for its yes.
 */
import { lines, offerChips, offerLines, placeOf, proposeBooking, proposeMove, type Reply } from '../../replies/compose.ts';
import { formatPrice, translatorFor } from '../../replies/translator.ts';
import type { AgentSession } from '../../session/session.ts';
import type { SlotOffer } from '../../session/state.ts';
import { answer, type Decision } from './decision.ts';

/** The one offer the question is about: the proposed slot, or the slots of a single provider. */
function offerAskedAbout(session: AgentSession): SlotOffer | null {
  const { proposal, offers } = session.state;
  if (proposal && proposal.kind !== 'cancel') return proposal.offer;
  const [first] = offers;
  return first && offers.every((offer) => offer.providerId === first.providerId) ? first : null;
}

/** "Is it in Adyar?": yes or no from the offer's area or city; anything else the listing does not hold. */
function answerAbout(session: AgentSession, offer: SlotOffer): string {
  const reading = session.understanding();
  const t = translatorFor(session.replyLocale());
  const asked = reading.area ?? reading.city;
  if (!asked) return t('offerDetailUnknown', { provider: offer.providerName });
  const there = reading.area ? offer.area?.toLowerCase() === reading.area.toLowerCase() : offer.city.toLowerCase() === asked.toLowerCase();
  return t(there ? 'offerIsIn' : 'offerIsNotIn', { provider: offer.providerName, place: placeOf(offer), asked });
}

/**
 * "How much is it and where exactly?": the price and place from the offer; how long it takes the listing
 * does not say. With several providers on show, their prices and places are in the list itself.
 */
function detailAnswer(session: AgentSession, offer: SlotOffer | null): string | null {
  const detail = session.understanding().offerDetail;
  if (!detail) return null;
  const t = translatorFor(session.replyLocale());
  if (!offer) return t(detail.place ? 'detailsListed' : 'pricesListed');
  const price = formatPrice(offer.pricePaise);
  const parts = [
    detail.price && price ? t('priceIs', { service: offer.serviceName ?? offer.providerName, provider: offer.providerName, price }) : null,
    detail.place ? t('offerIsAt', { provider: offer.providerName, place: placeOf(offer) }) : null,
    // How long it takes and whether the provider comes home: the listing holds neither for certain.
    detail.duration || detail.visits || (detail.price && !price) ? t('offerDetailUnknown', { provider: offer.providerName }) : null,
  ];
  return parts.filter((part) => part !== null).join(' ');
}

/** The proposal again, or the list again, under the answer. */
function offerAgain(session: AgentSession): Reply {
  const language = session.replyLocale();
  const { proposal, offers } = session.state;
  if (proposal?.kind === 'book') return proposeBooking(language, proposal.offer);
  if (proposal?.kind === 'reschedule') return proposeMove(language, proposal.booking, proposal.offer);
  return lines(language, [...offerLines(language, offers), ['pickOption']], offerChips(language, offers));
}

export function offerQuestionFlow(session: AgentSession): Decision {
  const offer = offerAskedAbout(session);
  const again = offerAgain(session);
  // Several providers listed: which one is "it"? Their places and prices are in the list.
  const first =
    detailAnswer(session, offer) ?? (offer ? answerAbout(session, offer) : translatorFor(session.replyLocale())('offerWhichOne'));
  return answer({ text: `${first}\n${again.text}`, suggestions: again.suggestions });
}
