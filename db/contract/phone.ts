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

/** National-number lengths of the countries our users call from, for grouping; "+91" first. */
const callingCodes = ['91', '1', '44', '971', '966', '974', '965', '968', '973', '65', '60', '61', '977', '94', '880'];

/** Groups a national number from its end: "… 123 4567" (eight digits or fewer: "8123 4567"). */
function groupNational(digits: string): string {
  if (digits.length <= 8) return `${digits.slice(0, -4)} ${digits.slice(-4)}`.trim();
  const groups = [digits.slice(-4)];
  let rest = digits.slice(0, -4);
  while (rest.length > 3) {
    groups.unshift(rest.slice(-3));
    rest = rest.slice(0, -3);
  }
  return [rest, ...groups].filter(Boolean).join(' ');
}

/**
 * A phone number as people read it: "+91 98400 12345" for an Indian number (how India writes
 * mobiles), "+1 415 555 0132" and the like elsewhere. What it cannot read it returns unchanged.
 * For display only: links (tel:, wa.me) and storage keep E.164.
 * @example formatPhoneDisplay('+919840012345') // '+91 98400 12345'
 */
export function formatPhoneDisplay(phone: string): string {
  const e164Form = toE164(phone);
  if (!e164Form) return phone;
  const digits = e164Form.slice(1);
  if (digits.length === 12 && digits.startsWith('91')) return `+91 ${digits.slice(2, 7)} ${digits.slice(7)}`;
  const code = callingCodes.find((candidate) => digits.startsWith(candidate) && digits.length - candidate.length >= 7);
  return code ? `+${code} ${groupNational(digits.slice(code.length))}` : e164Form;
}
