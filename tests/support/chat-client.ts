import { randomUUID } from 'node:crypto';
import { DefaultChatTransport, readUIMessageStream, type UIMessage } from 'ai';
import type { ApiClient } from './api-client.ts';
import { testOrigin } from './test-server.ts';

export type ToolUse = { name: string; input: Record<string, unknown>; output: any };
export type ChatReply = {
  message: UIMessage;
  text: string;
  tools: ToolUse[];
  suggestions: string[];
  proposal: Record<string, unknown> | null;
};

/** Talks to POST /api/chat the way useChat does: DefaultChatTransport and the SDK's stream reader. */
export class ChatClient {
  readonly messages: UIMessage[] = [];

  constructor(private readonly api: ApiClient, readonly id: string = randomUUID()) {}

  async send(text: string): Promise<ChatReply> {
    this.messages.push({ id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] });
    const cookie = this.api.cookieHeader;
    const transport = new DefaultChatTransport({
      api: `${this.api.baseUrl}/api/chat`,
      fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: testOrigin, ...(cookie ? { cookie } : {}) } }),
    });
    const chunks = await transport.sendMessages({ trigger: 'submit-message', chatId: this.id, messageId: undefined, messages: this.messages, abortSignal: undefined });
    let message: UIMessage | undefined;
    for await (const snapshot of readUIMessageStream({ stream: chunks, terminateOnError: true })) message = snapshot;
    if (!message) throw new Error('no reply');
    this.messages.push(message);
    return readReply(message);
  }
}

export function readReply(message: UIMessage): ChatReply {
  const tools: ToolUse[] = [];
  let suggestions: string[] = [];
  let proposal: Record<string, unknown> | null = null;
  const texts: string[] = [];
  for (const part of message.parts) {
    if (part.type === 'text') texts.push(part.text);
    else if (part.type === 'data-suggestions') suggestions = (part.data as { suggestions: string[] }).suggestions;
    else if (part.type === 'data-proposal') proposal = part.data as Record<string, unknown>;
    else if (part.type.startsWith('tool-')) {
      const tool = part as unknown as { type: string; input: Record<string, unknown>; output: unknown };
      tools.push({ name: part.type.slice('tool-'.length), input: tool.input, output: tool.output });
    }
  }
  return { message, text: texts.join('\n'), tools, suggestions, proposal };
}
