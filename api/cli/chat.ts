/**
 * `npm run chat [-- --url http://localhost:3000 --email … --password … --guest]`: chat with Mitra
 * in the terminal against a running BookMitra (start it first with `npm start`). Signs in as the
 * demo client by default; --guest stays signed out. Type a quick reply's letter to send it.
 */
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { demoAccounts } from '#db/seed/demo.ts';
import { MitraConversation, signInClient, type MitraReply } from './lib/chat-session.ts';

const letters = 'abcdefghij';
const demoClient = demoAccounts.find((account) => account.label === 'client')!;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:3000' },
    email: { type: 'string', default: demoClient.email },
    password: { type: 'string', default: demoClient.password },
    guest: { type: 'boolean', default: false },
  },
});

function show(reply: MitraReply): void {
  const tools = reply.tools.map((tool) => `${tool.name}(${JSON.stringify(tool.input)})`).join(', ');
  if (tools) console.log(`  \u001b[2m· ${tools}\u001b[0m`);
  console.log(`Mitra: ${reply.text}`);
  if (reply.proposal) console.log('  (reply "yes" to confirm)');
  if (reply.suggestions.length > 0) console.log(`  ${reply.suggestions.map((chip, index) => `${letters[index]}) ${chip}`).join('  ')}`);
}

async function main() {
  const url = values.url.replace(/\/$/, '');
  const health = await fetch(`${url}/api/health`).catch(() => null);
  if (!health?.ok) {
    console.error(`No BookMitra at ${url}. Start it with \`npm start\`, or pass --url.`);
    process.exitCode = 1;
    return;
  }
  const cookie = values.guest ? null : await signInClient(url, values.email, values.password);
  console.log(cookie ? `Signed in as ${values.email}.` : 'Chatting as a guest (booking will ask you to sign in).');
  console.log('Talk to Mitra in English, हिन्दी or தமிழ். Ctrl+D to leave.\n');
  const conversation = new MitraConversation(url, cookie);
  const input = createInterface({ input: process.stdin, output: process.stdout });
  let chips: string[] = [];
  process.stdout.write('You: ');
  for await (const line of input) {
    const typed = line.trim();
    if (typed === '') continue;
    // A lone letter picks a quick reply; numbers go to Mitra as typed (they pick numbered options).
    const chip = /^[a-j]$/i.test(typed) ? chips[letters.indexOf(typed.toLowerCase())] : undefined;
    const reply = await conversation.send(chip ?? typed);
    chips = reply.suggestions;
    show(reply);
    process.stdout.write('\nYou: ');
  }
}

await main();
