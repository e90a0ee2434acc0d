/**
 * Messages outside the booking task: "also what's the weather?", "फीस कितनी है?". A question
 * about the price is answered from what is on offer; anything else gets a polite "I only do
 * appointments" — and in both cases the booking in progress survives and is shown again.
 */
import { lines, offerChips, offerLines, proposeBooking, say, welcomeSuggestions, type Reply } from '../../replies/compose.ts';
import { formatPrice, translatorFor } from '../../replies/translator.ts';
import type { AgentSession } from '../../session/session.ts';
import { answer, notUnderstood, type Decision } from './decision.ts';

function priceReply(session: AgentSession): Reply | null {
  const language = session.replyLocale();
  const { proposal, offers } = session.state;
  const t = translatorFor(language);
  if (proposal && proposal.kind === 'book') {
    const { offer } = proposal;
    const price = formatPrice(offer.pricePaise);
    if (!price) return null;
    const again = proposeBooking(language, offer);
    return {
      text: `${t('priceIs', { service: offer.serviceName ?? offer.providerName, provider: offer.providerName, price })}\n${again.text}`,
      suggestions: again.suggestions,
    };
  }
  if (offers.length === 0) return null;
  return lines(language, [['pricesListed'], ...offerLines(language, offers), ['pickOption']], offerChips(language, offers));
}

/** What was on offer before the aside, shown again under the answer. */
function resume(session: AgentSession, first: string): Reply {
  const language = session.replyLocale();
  const { proposal, offers } = session.state;
  const t = translatorFor(language);
  if (proposal && proposal.kind === 'book') {
    const again = proposeBooking(language, proposal.offer);
    return { text: `${first}\n${again.text}`, suggestions: again.suggestions };
  }
  if (offers.length > 0)
    return lines(language, [first, t('backToBooking'), ...offerLines(language, offers), t('pickOption')], offerChips(language, offers));
  return say(language, 'outOfScope', {}, welcomeSuggestions);
}

export function asideFlow(session: AgentSession): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  const t = translatorFor(language);
  const price = reading.asksPrice ? priceReply(session) : null;
  if (price) return answer(price);
  const hasContext = session.state.proposal !== null || session.state.offers.length > 0;
  // A need it could not read ("a weird problem with my thing"): ask what it is for (issue 21).
  if (!reading.understood && !hasContext) return notUnderstood('unknown_intent', say(language, 'askWhatFor', {}, welcomeSuggestions));
  if (reading.intent === 'unknown') {
    return notUnderstood(
      'unknown_intent',
      hasContext ? resume(session, t('notUnderstood')) : say(language, 'help', {}, welcomeSuggestions),
    );
  }
  // "I only do appointments" is right for the weather; for a message read as nothing at all it is a guess.
  const reply = resume(session, t('outOfScope'));
  return reading.understood ? answer(reply) : notUnderstood('unknown_intent', reply);
}
