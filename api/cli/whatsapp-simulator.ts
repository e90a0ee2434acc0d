/**
 * `npm run whatsapp [-- --url http://localhost:3000 --from +919876543210 --name Asha --sms]`: talk to Mitra
 * as a WhatsApp (or SMS) user without a Twilio account. Each line is posted to the running app's
 * /webhooks/twilio with Twilio's form fields and an X-Twilio-Signature computed exactly as Twilio does
 * (TWILIO_AUTH_TOKEN, or the development token the app also uses when none is set), for the URL the app
 * believes Twilio calls: PUBLIC_URL when it is set, else the --url posted to (which is what an app on its
 * own port, with no PUBLIC_URL, takes itself to be).
 */
import { randomBytes } from 'node:crypto';
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { readEnv } from '../core/env.ts';
import { isE164 } from '../core/phone-number.ts';
import { twimlMessages } from '../services/messaging/twiml.ts';
import { twilioSignature, webhookAuthToken } from '../services/messaging/twilio-signature.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string' },
    from: { type: 'string', default: '+919876543210' },
    name: { type: 'string', default: 'Asha' },
    sms: { type: 'boolean', default: false },
  },
});

const config = readEnv();
const url = (values.url ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
const path = '/webhooks/twilio';
const signedBase = config.PUBLIC_URL ? config.publicUrl : url;
const sandboxNumber = '+14155238886';

function fieldsFor(body: string): Record<string, string> {
  const whatsapp = !values.sms;
  return {
    MessageSid: `SM${randomBytes(16).toString('hex')}`,
    AccountSid: config.TWILIO_ACCOUNT_SID ?? 'ACsimulator',
    From: whatsapp ? `whatsapp:${values.from}` : values.from,
    To: whatsapp ? `whatsapp:${sandboxNumber}` : sandboxNumber,
    Body: body,
    NumMedia: '0',
    ...(whatsapp ? { ProfileName: values.name, WaId: values.from.replace('+', '') } : {}),
  };
}

async function send(token: string, body: string): Promise<void> {
  const fields = fieldsFor(body);
  // Twilio signs the URL it was configured with, which is the app's public URL, not necessarily --url.
  const signature = twilioSignature(token, `${signedBase}${path}`, fields);
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-twilio-signature': signature },
    body: new URLSearchParams(fields).toString(),
  });
  const text = await response.text();
  if (!response.ok) {
    console.log(`  (HTTP ${response.status}: ${text})`);
    return;
  }
  for (const message of twimlMessages(text)) console.log(`Mitra: ${message}\n`);
}

async function main() {
  const token = webhookAuthToken(config);
  if (!token) {
    console.error('Set TWILIO_AUTH_TOKEN: in production the app refuses every unsigned webhook.');
    process.exitCode = 1;
    return;
  }
  if (!isE164(values.from)) {
    console.error(`--from must be an E.164 number such as +919876543210 (got ${values.from}).`);
    process.exitCode = 1;
    return;
  }
  const health = await fetch(`${url}/api/health`).catch(() => null);
  if (!health?.ok) {
    console.error(`No BookMitra at ${url}. Start it with \`npm start\`, or pass --url.`);
    process.exitCode = 1;
    return;
  }
  console.log(`${values.sms ? 'SMS' : 'WhatsApp'} from ${values.from} to ${url}${path} (signed for ${signedBase}${path}).`);
  console.log('Write to Mitra in English, हिन्दी or தமிழ்; STOP / START work too. Ctrl+D to leave.\n');
  const input = createInterface({ input: process.stdin, output: process.stdout });
  process.stdout.write('You: ');
  for await (const line of input) {
    const typed = line.trim();
    if (typed !== '') await send(token, typed);
    process.stdout.write('You: ');
  }
}

await main();
