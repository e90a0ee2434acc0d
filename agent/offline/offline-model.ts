/**
 * The offline model: our own implementation of the AI SDK language-model interface. It reads
 * the user's message with agent/nlu, calls Mitra's tools like any model would (through the SDK's
 * tool loop), and writes the reply from the tool results with the locale templates.
 * Deterministic, no network, a few milliseconds a turn.
 *
 * In the hybrid mode it is given a remote model to hand over to: a turn it does not follow (an
 * unknown intent, a reference to nothing) goes to that model, with the same prompt and tools.
 */
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4FinishReason,
  LanguageModelV4GenerateResult,
  LanguageModelV4StreamPart,
  LanguageModelV4StreamResult,
  LanguageModelV4Usage,
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

/**
 * Text streams a line at a time (a list of slots arrives line by line, as from a remote model). The offline text is
 * all there at once, so word-sized pieces showed nothing more and cost a pass through each of the SDK's stream
 * transforms per word: about 5 ms of a turn's 30 on the chat benchmark.
 */
function textPieces(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+/g) ?? [text];
}

type Step = { content: LanguageModelV4Content[]; finishReason: LanguageModelV4FinishReason };

export type OfflineModelOptions = {
  /** Where a turn the offline model does not follow goes (AI_MODE=hybrid); without it, it answers as best it can. */
  handOverTo?: LanguageModelV4 | undefined;
};

export class OfflineModel implements LanguageModelV4 {
  readonly specificationVersion = 'v4';
  readonly provider = 'bookmitra.offline';
  readonly modelId = offlineModelId;
  readonly supportedUrls = {};
  private callCount = 0;
  private readonly remote: LanguageModelV4 | undefined;

  constructor(
    private readonly session: AgentSession,
    options: OfflineModelOptions = {},
  ) {
    this.remote = options.handOverTo;
  }

  /** The next step, or the remote model when this turn is (or has just been) handed to it. */
  private step(options: LanguageModelV4CallOptions): Step | { remote: LanguageModelV4 } {
    if (this.remote && this.session.extras.model === 'remote') return { remote: this.remote };
    const { results, calls } = resultsSinceLastUserMessage(options.prompt);
    const decision = decide(this.session, results);
    // Only before any tool ran: a turn half done offline is finished offline.
    if ('notUnderstood' in decision && decision.notUnderstood && this.remote && calls === 0) {
      this.session.extras.model = 'remote';
      this.session.ctx.logger.debug('turn handed to the remote model', { why: decision.notUnderstood });
      return { remote: this.remote };
    }
    if ('calls' in decision && calls < maxToolCalls) {
      const content = decision.calls.map((planned): LanguageModelV4Content => {
        this.callCount += 1;
        return {
          type: 'tool-call',
          toolCallId: `mitra-${this.callCount}`,
          toolName: planned.toolName,
          input: JSON.stringify(planned.input),
        };
      });
      return { content, finishReason: { unified: 'tool-calls', raw: 'tool-calls' } };
    }
    const reply = 'reply' in decision ? decision.reply : { text: '', suggestions: [] };
    this.session.extras.suggestions = reply.suggestions;
    this.session.extras.notUnderstood = 'notUnderstood' in decision ? decision.notUnderstood : undefined;
    return { content: [{ type: 'text', text: reply.text }], finishReason: { unified: 'stop', raw: 'stop' } };
  }

  doGenerate(options: LanguageModelV4CallOptions): Promise<LanguageModelV4GenerateResult> {
    const step = this.step(options);
    if ('remote' in step) return Promise.resolve(step.remote.doGenerate(options));
    const { content, finishReason } = step;
    return Promise.resolve({ content, finishReason, usage, warnings: [] });
  }

  doStream(options: LanguageModelV4CallOptions): Promise<LanguageModelV4StreamResult> {
    const step = this.step(options);
    if ('remote' in step) return Promise.resolve(step.remote.doStream(options));
    const { content, finishReason } = step;
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
