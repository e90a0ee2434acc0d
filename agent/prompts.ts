/** System prompts, one per channel, from prompts/*.md, with the current IST date filled in. */
import { readFileSync } from 'node:fs';
import { projectPath } from '#api/core/paths.ts';
import { formatIstDate, istDate, istTime } from '#api/core/time-zone.ts';
import type { AgentChannel } from './session/session.ts';

const files: Record<AgentChannel, string> = { chat: 'web.md', whatsapp: 'whatsapp.md', sms: 'sms.md' };
const templates = new Map<AgentChannel, string>();

function template(channel: AgentChannel): string {
  let text = templates.get(channel);
  if (text === undefined) {
    text = readFileSync(projectPath('prompts', files[channel]), 'utf8');
    templates.set(channel, text);
  }
  return text;
}

export function systemPrompt(channel: AgentChannel, options: { now: Date; signedIn: boolean }): string {
  const values: Record<string, string> = {
    now: `${istDate(options.now)} ${istTime(options.now)}`,
    today: istDate(options.now),
    weekday: formatIstDate(options.now, 'en', { weekday: 'long', day: undefined, month: undefined }),
    signedIn: options.signedIn ? 'signed in' : 'not signed in (they can search and see slots; booking needs sign-in)',
  };
  return template(channel).replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
}
