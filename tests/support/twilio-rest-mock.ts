import { http, HttpResponse } from 'msw';

export const testAccountSid = 'AC00000000000000000000000000000001';
export const testAuthToken = 'test-twilio-auth-token';

/** Environment that turns the Twilio transport on, pointed at msw's stand-in for Twilio. */
export const twilioEnv = {
  TWILIO_ACCOUNT_SID: testAccountSid,
  TWILIO_AUTH_TOKEN: testAuthToken,
  TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
  TWILIO_SMS_FROM: '+15005550006',
};

export type TwilioRequest = { accountSid: string; username: string; password: string; fields: Record<string, string> };

/** A reply the stand-in gives: a status (201 creates the message) and an optional Twilio error body. */
export type TwilioReply = { status: number; code?: number; message?: string };

/**
 * Twilio's Messages resource (POST /2010-04-01/Accounts/{sid}/Messages.json): records each request
 * (basic-auth credentials, form fields) and answers with `reply(request, n)`, 201 by default.
 */
export function twilioMessagesMock(
  reply: (request: TwilioRequest, call: number) => TwilioReply = () => ({ status: 201 }),
  host = 'https://api.twilio.com',
) {
  const requests: TwilioRequest[] = [];
  const handler = http.post(`${host}/2010-04-01/Accounts/:accountSid/Messages.json`, async ({ request, params }) => {
    const [scheme, encoded] = (request.headers.get('authorization') ?? '').split(' ');
    const [username = '', password = ''] =
      scheme === 'Basic'
        ? Buffer.from(encoded ?? '', 'base64')
            .toString()
            .split(':')
        : [];
    const fields = Object.fromEntries(new URLSearchParams(await request.text()));
    const recorded: TwilioRequest = { accountSid: String(params.accountSid), username, password, fields };
    requests.push(recorded);
    if (username !== testAccountSid || password !== testAuthToken) {
      return HttpResponse.json({ code: 20003, message: 'Authenticate', status: 401 }, { status: 401 });
    }
    const answer = reply(recorded, requests.length);
    if (answer.status >= 400) {
      return HttpResponse.json(
        { code: answer.code ?? 20500, message: answer.message ?? 'Internal Server Error', status: answer.status },
        { status: answer.status },
      );
    }
    const sid = `SM${requests.length.toString(16).padStart(32, '0')}`;
    return HttpResponse.json({ sid, status: 'queued', to: fields.To, from: fields.From, body: fields.Body ?? null }, { status: 201 });
  });
  return { handler, requests };
}
