/**
 * Phone numbers, one home for the rule: stored and sent in E.164; what people type in India
 * ("98765 43210", "098765-43210", "+91 98765 43210") is read as an Indian number. The API's
 * schemas (phone-schema.ts) and the web app's forms both use it, so a form accepts exactly what the
 * server takes. No zod here: the sign-in pages bundle this file.
 */
const e164 = /^\+[1-9]\d{7,14}$/;

/** True for a phone number in E.164 form (+ and 8–15 digits). */
export function isE164(value: string): boolean {
  return e164.test(value);
}

/**
 * Normalises what people type in India to E.164: "98765 43210", "098765-43210",
 * "919876543210" and "+91 98765 43210" all become "+919876543210". Returns null when it can't.
 * @example toE164('98765 43210') // '+919876543210'
 */
export function toE164(raw: string, defaultCountryCode = '91'): string | null {
  const trimmed = raw.trim().replace(/^whatsapp:/i, '');
  const hasPlus = trimmed.startsWith('+');
  const digits = trimmed.replace(/\D/g, '');
  let candidate: string;
  if (hasPlus) candidate = `+${digits}`;
  else if (digits.length === 10 && /^[6-9]/.test(digits)) candidate = `+${defaultCountryCode}${digits}`;
  else if (digits.length === 11 && digits.startsWith('0')) candidate = `+${defaultCountryCode}${digits.slice(1)}`;
  else if (digits.length === 12 && digits.startsWith(defaultCountryCode)) candidate = `+${digits}`;
  else candidate = `+${digits}`;
  return isE164(candidate) ? candidate : null;
}
