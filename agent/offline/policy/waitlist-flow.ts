/**
 * "Put me on the waitlist" (issue 26.2): after a day with nothing free, joins the waitlist of the
 * provider and day the conversation asked about (the part of the day too, when one was asked).
 */
import { say, welcomeSuggestions } from '../../replies/compose.ts';
import { formatDay } from '../../replies/translator.ts';
import type { AgentSession } from '../../session/session.ts';
import { answer, call, defined, failureOf, type Decision, type TurnResults } from './decision.ts';

/** The slot search's parts of the day, folded into the waitlist's three (night is evening). */
const partOf = { morning: 'morning', afternoon: 'afternoon', evening: 'evening', night: 'evening' } as const;

export function waitlistFlow(session: AgentSession, results: TurnResults): Decision {
  const language = session.replyLocale();
  const { state } = session;
  const providerId = state.request.providerId ?? state.providerId;
  const date = session.understanding().date?.iso ?? state.request.date ?? state.date;
  if (!providerId || !date) return answer(say(language, 'waitlistWhich', {}, welcomeSuggestions));
  if (results.join_waitlist === undefined) {
    const window = state.request.timeWindow;
    return call('join_waitlist', defined({ providerId, date, partOfDay: window ? partOf[window] : undefined }));
  }
  const failed = failureOf(results.join_waitlist);
  if (failed === 'sign_in_required') return answer(say(language, 'signInBookings'));
  if (failed) return answer(say(language, 'waitlistFailed', {}, welcomeSuggestions));
  return answer(say(language, 'waitlistJoined', { day: formatDay(language, date) }, ['myBookings']));
}
