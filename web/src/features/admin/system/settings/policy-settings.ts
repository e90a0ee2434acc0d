import type { Settings } from '../api/system-api.ts';

/** A whole number written in the form, within [min, max]. */
export const wholeIn = (text: string, min: number, max: number) => /^\d+$/.test(text) && Number(text) >= min && Number(text) <= max;

type PolicySettings = Pick<
  Settings,
  'bookingNoticeMinutes' | 'cancelNoticeMinutes' | 'noShowPolicy' | 'waitlistHoldMinutes' | 'lateCancelMinutes'
>;

/**
 * The booking policies' numbers (issue 26), each a whole number within the limits the server holds
 * them to (api/services/settings/settings.ts); labels under `settings.policies.<key>`.
 */
export const policyFields = [
  { key: 'bookingNotice', min: 0, max: 10_080, read: (s: PolicySettings) => s.bookingNoticeMinutes },
  { key: 'cancelNotice', min: 0, max: 10_080, read: (s: PolicySettings) => s.cancelNoticeMinutes },
  { key: 'noShowCount', min: 1, max: 20, read: (s: PolicySettings) => s.noShowPolicy.count },
  { key: 'noShowWindow', min: 1, max: 36, read: (s: PolicySettings) => s.noShowPolicy.windowMonths },
  { key: 'noShowBlock', min: 1, max: 24, read: (s: PolicySettings) => s.noShowPolicy.blockMonths },
  { key: 'waitlistHold', min: 5, max: 120, read: (s: PolicySettings) => s.waitlistHoldMinutes },
  { key: 'lateCancel', min: 0, max: 1_440, read: (s: PolicySettings) => s.lateCancelMinutes },
] as const;

export type PolicyKey = (typeof policyFields)[number]['key'];
type PolicyDraft = Record<PolicyKey, string>;

export function policyDraftOf(settings: PolicySettings): PolicyDraft {
  return Object.fromEntries(policyFields.map((field) => [field.key, String(field.read(settings))])) as PolicyDraft;
}

export function policyErrors(draft: PolicyDraft, t: (key: string, values?: Record<string, unknown>) => string) {
  const errors: Partial<PolicyDraft> = {};
  for (const { key, min, max } of policyFields) {
    if (!wholeIn(draft[key], min, max)) errors[key] = t('settings.errors.whole', { min, max });
  }
  return errors;
}

/** The policies in the server's shape (the form has checked every number before saving). */
export function policiesOf(draft: PolicyDraft): PolicySettings {
  const number = (key: PolicyKey) => Number(draft[key]);
  return {
    bookingNoticeMinutes: number('bookingNotice'),
    cancelNoticeMinutes: number('cancelNotice'),
    noShowPolicy: { count: number('noShowCount'), windowMonths: number('noShowWindow'), blockMonths: number('noShowBlock') },
    waitlistHoldMinutes: number('waitlistHold'),
    lateCancelMinutes: number('lateCancel'),
  };
}
