import { say } from '../../replies/compose.ts';
import type { AgentSession } from '../../session/session.ts';
import { answer, type Decision } from './decision.ts';

/**
 * "ok thanks, I'll check with my wife and get back": nothing is booked, and the proposal stays on show, so a
 * later "yes" books it (if it is still free) without the request being said again.
 */
export function deferFlow(session: AgentSession): Decision {
  const { proposal, offers } = session.state;
  const onShow = (proposal !== null && proposal.kind !== 'cancel') || offers.length > 0;
  return answer(say(session.replyLocale(), onShow ? 'deferredOffer' : 'deferred'));
}
