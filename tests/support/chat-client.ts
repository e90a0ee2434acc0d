import { randomUUID } from 'node:crypto';
import { MitraConversation, type MitraReply } from '#api/cli/lib/chat-session.ts';
import type { ApiClient } from './api-client.ts';
import { testOrigin } from './test-server.ts';

export type ChatReply = MitraReply & { tools: Array<{ name: string; input: Record<string, unknown>; output: any }> };

/** Talks to POST /api/chat the way useChat does (DefaultChatTransport and the SDK's stream reader), as `api`'s user. */
export class ChatClient {
  private readonly conversation: MitraConversation;

  constructor(
    api: ApiClient,
    readonly id: string = randomUUID(),
  ) {
    this.conversation = new MitraConversation(api.baseUrl, () => api.cookieHeader || null, id, testOrigin);
  }

  send(text: string): Promise<ChatReply> {
    return this.conversation.send(text) as Promise<ChatReply>;
  }
}
