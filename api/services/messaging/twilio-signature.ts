import twilio from 'twilio';
import type { AppConfig } from '../../core/env.ts';

/**
 * The token the app and `npm run whatsapp` sign with when TWILIO_AUTH_TOKEN is not set, so the
 * simulator works out of the box. Never used in production: there an unset token refuses every post.
 */
export const devTwilioAuthToken = 'bookmitra-dev-twilio-auth-token';

export function webhookAuthToken(config: Pick<AppConfig, 'TWILIO_AUTH_TOKEN' | 'NODE_ENV'>): string | undefined {
  if (config.TWILIO_AUTH_TOKEN) return config.TWILIO_AUTH_TOKEN;
  return config.NODE_ENV === 'production' ? undefined : devTwilioAuthToken;
}

/** Checks X-Twilio-Signature against the public URL Twilio called; a missing header or token is invalid. */
export function isValidTwilioSignature(
  config: Pick<AppConfig, 'TWILIO_AUTH_TOKEN' | 'NODE_ENV'>,
  input: { signature: string | undefined; url: string; params: Record<string, string> },
): boolean {
  const token = webhookAuthToken(config);
  if (!token || !input.signature) return false;
  return twilio.validateRequest(token, input.signature, input.url, input.params);
}

/** The X-Twilio-Signature Twilio would send for this URL and form (simulator, tests). */
export function twilioSignature(token: string, url: string, params: Record<string, string>): string {
  return twilio.getExpectedTwilioSignature(token, url, params);
}
