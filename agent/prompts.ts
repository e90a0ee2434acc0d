/** System prompts, one per channel, from prompts/*.md, with the current IST date filled in. */
import { readFileSync } from 'node:fs';
import { IST, istDate, istTime } from '#api/core/time-zone.ts';
import type { AgentChannel } from './session/session.ts';

const files: Record<AgentChannel, string> = { chat: 'web.md', whatsapp: 'whatsapp.md', sms: 'sms.md' };
const templates = new Map<AgentChannel, string>();

function template(channel: AgentChannel): string {
  let text = templates.get(channel);
  if (text === undefined) {
    text = readFileSync(new URL(`../prompts/${files[channel]}`, import.meta.url), 'utf8');
    templates.set(channel, text);
  }
  return text;
}

const weekdayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'long', timeZone: IST });

export function systemPrompt(channel: AgentChannel, options: { now: Date; signedIn: boolean }): string {
  const values: Record<string, string> = {
    now: `${istDate(options.now)} ${istTime(options.now)}`,
    today: istDate(options.now),
    weekday: weekdayFormat.format(options.now),
    signedIn: options.signedIn ? 'signed in' : 'not signed in (they can search and see slots; booking needs sign-in)',
  };
  return template(channel).replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
