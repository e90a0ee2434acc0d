import i18next from 'i18next';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify-error.ts';

/** Upload refusals get their own words (size, type, limit); anything else the app-wide toasts. */
export function notifyRecordError(error: unknown) {
  const t = (key: string) => i18next.t(key, { ns: 'health-records' });
  const show = (title: string, body: string) => toast.error(t(title), { description: t(body), id: 'api-error' });
  if (error instanceof ApiError && error.code === 'payload_too_large') return show('toast.tooLarge', 'toast.tooLargeBody');
  if (error instanceof ApiError && error.code === 'conflict') return show('toast.limit', 'toast.limitBody');
  if (error instanceof ApiError && error.code === 'invalid_request' && /PDF/.test(error.message))
    return show('toast.badType', 'toast.badTypeBody');
  notifyError(error);
}
