import type { LanguageModelV4Prompt } from '@ai-sdk/provider';
import type { TurnResults } from './policy/decision.ts';

/** The tool outputs since the user's last message: what this turn has learned so far. */
export function resultsSinceLastUserMessage(prompt: LanguageModelV4Prompt): { results: TurnResults; calls: number } {
  const results: TurnResults = {};
  let calls = 0;
  for (let index = prompt.length - 1; index >= 0; index -= 1) {
    const message = prompt[index];
    if (!message || message.role === 'user') break;
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result') continue;
      calls += 1;
      const name = part.toolName as keyof TurnResults;
      // Walking backwards: keep the latest output of each tool.
      if (name in results) continue;
      const output = part.output;
      if (output.type === 'json' || output.type === 'text') results[name] = output.value;
      // A tool that threw: the reply apologises rather than acting on a missing result.
      else results[name] = { ok: false, reason: 'invalid_request', message: 'value' in output ? String(output.value) : output.type };
    }
  }
  return { results, calls };
}
