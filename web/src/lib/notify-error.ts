import i18next from 'i18next';
import { toast } from 'sonner';
import { ApiError, NetworkError } from './api.ts';
import { formatIstDate, formatPhoneDisplay } from './format.ts';

type ToastText = { title: string; body: string; values?: Record<string, string> };

/** The spec §8 mapping: specific error codes first, then the global status table. */
const byCode: Record<string, ToastText> = {
  quota_exceeded: { title: 'toast.quotaExceeded', body: 'toast.quotaExceededBody' },
  slot_taken: { title: 'toast.slotTaken', body: 'toast.slotTakenBody' },
  slot_held: { title: 'waitlist.slotHeld', body: 'waitlist.slotHeldBody' },
  slot_unavailable: { title: 'toast.slotUnavailable', body: 'toast.slotUnavailableBody' },
  booking_not_active: { title: 'toast.bookingNotActive', body: 'toast.bookingNotActiveBody' },
  booking_paused: { title: 'toast.bookingPaused', body: 'toast.bookingPausedBody' },
  no_show_block: { title: 'toast.noShowBlock', body: 'toast.noShowBlockBody' },
  limit_reached: { title: 'toast.limitReached', body: 'toast.limitReachedBody' },
  invalid_request: { title: 'toast.invalidRequest', body: 'toast.invalidRequestBody' },
};

const byStatus: Record<number, ToastText> = {
  401: { title: 'toast.authRequired', body: 'toast.authRequiredBody' },
  403: { title: 'toast.accessDenied', body: 'toast.accessDeniedBody' },
  404: { title: 'toast.serviceUnavailable', body: 'toast.serviceUnavailableBody' },
  429: { title: 'toast.rateLimited', body: 'toast.rateLimitedBody' },
};

const serverError: ToastText = { title: 'toast.serverError', body: 'toast.serverErrorBody' };
const unexpected: ToastText = { title: 'toast.somethingWrong', body: 'toast.somethingWrongBody' };
const offline: ToastText = { title: 'toast.connectionError', body: 'toast.connectionErrorBody' };

/** Too close to the start to do online: the toast gives the provider's number to call (issue 26.1). */
function noticeTooShort(error: ApiError): ToastText {
  const phone = error.details?.providerPhone;
  if (typeof phone !== 'string') return { title: 'toast.noticeTooShort', body: 'toast.noticeTooShortBody' };
  return { title: 'toast.noticeTooShort', body: 'toast.noticeTooShortCallBody', values: { phone: formatPhoneDisplay(phone) } };
}

export function toastTextFor(error: unknown): ToastText {
  if (error instanceof NetworkError) return offline;
  if (!(error instanceof ApiError)) return unexpected;
  if (error.code === 'notice_too_short') return noticeTooShort(error);
  return byCode[error.code] ?? byStatus[error.status] ?? (error.status >= 500 ? serverError : unexpected);
}

/** What a toast's text says of the error: the date a no-show block ends and the policy's count. */
function toastValues(error: unknown): Record<string, unknown> {
  if (!(error instanceof ApiError) || typeof error.details?.until !== 'string') return {};
  return { date: formatIstDate(error.details.until, i18next.language, { year: 'numeric' }), count: error.details.count };
}

/** Shows the spec's toast for a failed call; `fallback` replaces the generic texts (e.g. "Error fetching providers"). */
export function notifyError(error: unknown, fallback?: ToastText) {
  const known = error instanceof ApiError && (byCode[error.code] || error.code === 'notice_too_short' || error.status === 401);
  const text = fallback && !known ? fallback : toastTextFor(error);
  toast.error(i18next.t(text.title), { description: i18next.t(text.body, { ...toastValues(error), ...text.values }), id: 'api-error' });
}
