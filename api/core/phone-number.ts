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

/** Accounts made from a phone number get a placeholder e-mail on this domain (better-auth needs one); nobody reads it. */
export const phoneEmailDomain = 'phone.bookmitra.in';

/** The placeholder e-mail of an account made from `phone`. */
export function phoneEmail(phone: string): string {
  return `${phone.replace(/\D/g, '')}@${phoneEmailDomain}`;
}

/** A real address to write to: not empty and not a phone account's placeholder. */
export function isDeliverableEmail(email: string | null | undefined): email is string {
  return Boolean(email) && !email!.toLowerCase().endsWith(`@${phoneEmailDomain}`);
}
