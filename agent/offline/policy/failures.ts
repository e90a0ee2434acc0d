import { istDate } from '#api/core/time-zone.ts';
import { lines, offerChips, offerLines, say, type Reply } from '../../replies/compose.ts';
import { formatDay, type ReplyLocale } from '../../replies/translator.ts';
import type { AgentState } from '../../session/state.ts';
import type { ToolFailureReason } from '../../tools/tool-result.ts';

/** Explains a failed book / cancel / reschedule, offering the alternatives the tool found; `details` are the error's. */
export function explainFailure(
  language: ReplyLocale,
  reason: ToolFailureReason,
  state: AgentState,
  message = '',
  details: Record<string, unknown> = {},
): Reply {
  switch (reason) {
    case 'sign_in_required':
      return say(language, 'signIn');
    case 'quota_exceeded':
      return say(language, 'quotaExceeded', {}, ['myBookings']);
    case 'not_found':
      return say(language, 'bookingNotFound', {}, ['myBookings']);
    case 'booking_not_active':
      return say(language, 'bookingNotActive', {}, ['myBookings']);
    case 'no_show_block': {
      const until = typeof details.until === 'string' ? new Date(details.until) : null;
      if (!until || Number.isNaN(until.getTime())) return say(language, 'failed', { message });
      return say(language, 'noShowBlock', { date: formatDay(language, istDate(until)), count: details.count }, ['myBookings']);
    }
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
