import { lines, offerChips, offerLines, say, type Reply } from '../../replies/compose.ts';
import type { ReplyLocale } from '../../replies/translator.ts';
import type { AgentState } from '../../session/state.ts';
import type { ToolFailureReason } from '../../tools/tool-result.ts';

/** Explains a failed book / cancel / reschedule, offering the alternatives the tool found. */
export function explainFailure(language: ReplyLocale, reason: ToolFailureReason, state: AgentState, message = ''): Reply {
  switch (reason) {
    case 'sign_in_required':
      return say(language, 'signIn');
    case 'quota_exceeded':
      return say(language, 'quotaExceeded', {}, ['myBookings']);
    case 'not_found':
      return say(language, 'bookingNotFound', {}, ['myBookings']);
    case 'booking_not_active':
      return say(language, 'bookingNotActive', {}, ['myBookings']);
    case 'slot_taken':
    case 'slot_unavailable': {
      if (state.offers.length === 0) return say(language, 'slotTaken', {}, ['otherDay']);
      return lines(
        language,
        [['slotTaken'], ['otherTimes'], ...offerLines(language, state.offers), ['pickOption']],
        offerChips(language, state.offers),
      );
    }
    default:
      return say(language, 'failed', { message });
  }
}
