import { istDate } from '#api/core/time-zone.ts';
import { lines, offerChips, offerLines, say, type Reply } from '../../replies/compose.ts';
import { formatDay, translatorFor, type ReplyLocale } from '../../replies/translator.ts';
import type { AgentState } from '../../session/state.ts';
import type { ToolFailure, ToolFailureReason } from '../../tools/tool-result.ts';

/** Too close to the start to do online: says so, with the provider's number to call when there is one (issue 26.1). */
function explainShortNotice(language: ReplyLocale, details: Record<string, unknown> = {}): Reply {
  const t = translatorFor(language);
  const phone = typeof details.providerPhone === 'string' ? details.providerPhone : null;
  const text = t(details.action === 'book' ? 'noticeTooShortBook' : 'noticeTooShortChange') + (phone ? t('noticeCallOn', { phone }) : '');
  return { text, suggestions: [] };
}

/**
 * A guard refused (a slot of another kind, nothing confirmed yet): nothing was done, and the tool's own words are
 * for the model, not the client. The times on offer are shown for a pick, or the client is asked what it is for.
 */
function showOffersAgain(language: ReplyLocale, state: AgentState): Reply {
  if (state.offers.length === 0) return say(language, 'askWhatFor');
  return lines(language, [...offerLines(language, state.offers), ['pickOption']], offerChips(language, state.offers));
}

/** Explains a failed book / cancel / reschedule, offering the alternatives the tool found; `details` are the error's. */
export function explainFailure(
  language: ReplyLocale,
  reason: ToolFailureReason,
  state: AgentState,
  { message = '', details = {} }: Partial<Pick<ToolFailure, 'message' | 'details'>> = {},
): Reply {
  switch (reason) {
    case 'notice_too_short':
      return explainShortNotice(language, details);
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
    case 'kind_mismatch':
    case 'kind_required':
    case 'not_confirmed':
      return showOffersAgain(language, state);
    default:
      return say(language, 'failed', { message });
  }
}
