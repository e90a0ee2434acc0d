/**
 * The offline model: our own implementation of the AI SDK language-model interface. It reads
 * the user's message with agent/nlu, calls Mitra's tools like any model would (through the SDK's
 * tool loop), and writes the reply from the tool results with the locale templates.
 * Deterministic, no network, a few milliseconds a turn.
 */
import type {
  LanguageModelV4, LanguageModelV4CallOptions, LanguageModelV4Content, LanguageModelV4FinishReason,
  LanguageModelV4GenerateResult, LanguageModelV4StreamPart, LanguageModelV4StreamResult, LanguageModelV4Usage,
} from '@ai-sdk/provider';
import type { AgentSession } from '../session/session.ts';
import { decide } from './policy/decide.ts';
import { resultsSinceLastUserMessage } from './prompt-results.ts';

export const offlineModelId = 'mitra-offline-1';

/** More tool calls in one turn than any flow needs means something loops: answer instead. */
const maxToolCalls = 4;

const usage: LanguageModelV4Usage = {
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
};

/** Text streams in word-sized pieces so the web shows it growing, as with a remote model. */
function textPieces(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [text];
}

export class OfflineModel implements LanguageModelV4 {
  readonly specificationVersion = 'v4';
  readonly provider = 'bookmitra.offline';
  readonly modelId = offlineModelId;
  readonly supportedUrls = {};
  private callCount = 0;

  constructor(private readonly session: AgentSession) {}

  private step(options: LanguageModelV4CallOptions): { content: LanguageModelV4Content[]; finishReason: LanguageModelV4FinishReason } {
    const { results, calls } = resultsSinceLastUserMessage(options.prompt);
    const decision = decide(this.session, results);
    if ('calls' in decision && calls < maxToolCalls) {
      const content = decision.calls.map((planned): LanguageModelV4Content => {
        this.callCount += 1;
        return { type: 'tool-call', toolCallId: `mitra-${this.callCount}`, toolName: planned.toolName, input: JSON.stringify(planned.input) };
      });
      return { content, finishReason: { unified: 'tool-calls', raw: 'tool-calls' } };
    }
    const reply = 'reply' in decision ? decision.reply : { text: '', suggestions: [] };
    this.session.extras.suggestions = reply.suggestions;
    return { content: [{ type: 'text', text: reply.text }], finishReason: { unified: 'stop', raw: 'stop' } };
  }

  doGenerate(options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
    const { content, finishReason } = this.step(options);
    return Promise.resolve({ content, finishReason, usage, warnings: [] });
  }

  doStream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
    const { content, finishReason } = this.step(options);
    const parts: LanguageModelV4StreamPart[] = [{ type: 'stream-start', warnings: [] }];
    for (const item of content) {
      if (item.type === 'text') {
        const id = `text-${this.callCount}`;
        parts.push({ type: 'text-start', id });
        for (const delta of textPieces(item.text)) parts.push({ type: 'text-delta', id, delta });
        parts.push({ type: 'text-end', id });
      } else {
        parts.push(item as LanguageModelV4StreamPart);
      }
    }
    parts.push({ type: 'finish', usage, finishReason });
    const stream = new ReadableStream<LanguageModelV4StreamPart>({
      start(controller) {
        for (const part of parts) controller.enqueue(part);
        controller.close();
      },
    });
    return Promise.resolve({ stream });
  }
}
