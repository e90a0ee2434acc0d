import type { AppConfig } from '../../core/env.ts';

/** The REST API's version path; the host comes from TWILIO_API_URL (Twilio's own by default). */
const apiVersionPath = '/2010-04-01';

export type TwilioMessage = {
  channel: 'whatsapp' | 'sms';
  to: string;
  body: string;
  contentSid?: string | null;
  contentVariables?: Record<string, string> | null;
};

/** What a send attempt came to: Twilio's message id, or an error that is worth retrying or not. */
export type SendOutcome = { ok: true; providerMessageId: string } | { ok: false; retryable: boolean; error: string };

const whatsappAddress = (value: string) => (value.startsWith('whatsapp:') ? value : `whatsapp:${value}`);

/**
 * Creates a message with Twilio's REST API (the account's Messages resource, basic auth SID:token).
 * Plain fetch rather than the `twilio` client: one request, no client state, and the exact wire
 * shape stays visible here and in the tests that stand in for Twilio.
 */
export async function sendTwilioMessage(config: AppConfig, message: TwilioMessage): Promise<SendOutcome> {
  const sid = config.TWILIO_ACCOUNT_SID;
  const token = config.TWILIO_AUTH_TOKEN;
  const from = message.channel === 'whatsapp' ? config.TWILIO_WHATSAPP_FROM : config.TWILIO_SMS_FROM;
  if (!sid || !token || !from) return { ok: false, retryable: false, error: `no Twilio sender configured for ${message.channel}` };
  const form = new URLSearchParams({
    From: message.channel === 'whatsapp' ? whatsappAddress(from) : from,
    To: message.channel === 'whatsapp' ? whatsappAddress(message.to) : message.to,
    StatusCallback: `${config.publicUrl}/webhooks/twilio/status`,
  });
  if (message.contentSid) {
    form.set('ContentSid', message.contentSid);
    if (message.contentVariables) form.set('ContentVariables', JSON.stringify(message.contentVariables));
  } else {
    form.set('Body', message.body);
  }
  let response: Response;
  try {
    response = await fetch(
      `${config.TWILIO_API_URL.replace(/\/$/, '')}${apiVersionPath}/Accounts/${encodeURIComponent(sid)}/Messages.json`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${sid}:${token}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(15_000),
      },
    );
  } catch (error) {
    return { ok: false, retryable: true, error: `Twilio unreachable: ${error instanceof Error ? error.message : String(error)}` };
  }
  const text = await response.text();
  const payload = parseJson(text);
  if (response.ok && typeof payload?.sid === 'string') return { ok: true, providerMessageId: payload.sid };
  const detail = payload?.message ? `${String(payload.code ?? '')} ${String(payload.message)}`.trim() : text.slice(0, 300);
  // 429 and 5xx are Twilio's momentary trouble; other 4xx (bad number, unapproved template) will not improve.
  const retryable = response.status === 429 || response.status >= 500 || response.ok;
  return { ok: false, retryable, error: `Twilio ${response.status}: ${detail}` };
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
