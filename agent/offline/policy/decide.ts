/**
 * The offline model's policy: from the reading of the user's message, the conversation's
 * working memory and the tool results so far this turn, the next step — call tools or answer.
 */
import { say, welcomeSuggestions } from '../../replies/compose.ts';
import type { AgentSession } from '../../session.ts';
import { answer, type Decision, type TurnResults } from './decision.ts';
import { chooseFlow, confirmFlow, denyFlow, otherDayFlow } from './follow-up-flow.ts';
import { cancelFlow, listFlow, quotaFlow, rescheduleFlow } from './manage-flow.ts';
import { searchFlow, slotsFlow } from './slots-flow.ts';

export function decide(session: AgentSession, results: TurnResults): Decision {
  const reading = session.understanding();
  const language = session.replyLocale();
  // While the user picks a new time for a booking being moved, a day or time continues the move.
  const moving = session.state.rescheduleBookingId !== null;
  // "Yes, cancel it" / "haan, badal do" answer the proposal, even though they also name a task.
  if (session.state.proposal && reading.confirmation === true) return confirmFlow(session, results);
  switch (reading.intent) {
    case 'greeting': return answer(say(language, 'greeting', {}, welcomeSuggestions));
    case 'out_of_scope': return answer(say(language, 'outOfScope', {}, welcomeSuggestions));
    case 'unknown': return answer(say(language, 'help', {}, welcomeSuggestions));
    case 'quota': return quotaFlow(session, results);
    case 'list_bookings': return listFlow(session, results);
    case 'cancel': return cancelFlow(session, results);
    case 'reschedule': return rescheduleFlow(session, results);
    case 'confirm': return confirmFlow(session, results);
    case 'deny': return denyFlow(session);
    case 'choose_option': return chooseFlow(session, results);
    case 'other_day': return otherDayFlow(session, results);
    case 'search': return searchFlow(session, results);
    case 'slots':
    case 'book': return moving ? rescheduleFlow(session, results) : slotsFlow(session, results);
  }
}
