import { twilioSignature, devTwilioAuthToken } from '#api/services/messaging/twilio-signature.ts';
import { twimlMessages } from '#api/services/messaging/twiml.ts';
import { testOrigin } from './test-server.ts';

export type TwimlReply = { status: number; body: string; messages: string[] };

let sidCounter = 0;
/** A fresh Twilio-looking message id (SM + 32 hex). */
export function messageSid(): string {
  sidCounter += 1;
  return `SM${Date.now().toString(16)}${sidCounter.toString(16).padStart(8, '0')}`.padEnd(34, '0');
}

/**
 * Posts a form to a Twilio webhook of the app, signed exactly as Twilio signs it: the public URL
 * (PUBLIC_URL + path) and the sorted form fields, HMAC-SHA1 with the auth token.
 */
export async function postSignedForm(
  baseUrl: string,
  path: string,
  fields: Record<string, string>,
  options: { token?: string; signature?: string | null } = {},
): Promise<TwimlReply> {
  const signature =
    options.signature === undefined
      ? twilioSignature(options.token ?? devTwilioAuthToken, `${testOrigin}${path}`, fields)
      : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' };
  if (signature !== null) headers['x-twilio-signature'] = signature;
  const response = await fetch(`${baseUrl}${path}`, { method: 'POST', headers, body: new URLSearchParams(fields).toString() });
  const body = await response.text();
  return { status: response.status, body, messages: twimlMessages(body) };
}

/** One inbound WhatsApp message from `phone` (E.164), with Twilio's usual fields. */
export function whatsappFields(phone: string, body: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    MessageSid: messageSid(),
    AccountSid: 'ACtest',
    From: `whatsapp:${phone}`,
    To: 'whatsapp:+14155238886',
    Body: body,
    NumMedia: '0',
    WaId: phone.replace('+', ''),
    ProfileName: 'Test Client',
    ...extra,
  };
}

/** A WhatsApp client talking to the app's webhook. */
export class WhatsAppSender {
  constructor(
    readonly baseUrl: string,
    readonly phone: string,
    readonly profileName = 'Test Client',
    readonly token = devTwilioAuthToken,
  ) {}

  async send(body: string, extra: Record<string, string> = {}): Promise<TwimlReply> {
    const fields = whatsappFields(this.phone, body, { ProfileName: this.profileName, ...extra });
    return postSignedForm(this.baseUrl, '/webhooks/twilio', fields, { token: this.token });
  }
}
