/** The E.164 rule is the shared contract's (db/contract/phone.ts): the web app's forms use the same one. */
export { formatPhoneDisplay, isE164, toE164 } from '#db/contract/phone.ts';

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
