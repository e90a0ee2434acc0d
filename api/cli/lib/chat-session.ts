/** Talks to a running BookMitra's Mitra as the web app does: a signed-in cookie, useChat's transport, the SDK's stream reader. */
import { randomUUID } from 'node:crypto';
import { DefaultChatTransport, readUIMessageStream, type UIMessage } from 'ai';

export type ToolPart = { name: string; input: Record<string, unknown>; output: unknown };
/** `model`: which model wrote the reply, when the stream says so (the hybrid model's hand-overs). */
export type MitraReply = {
  text: string;
  tools: ToolPart[];
  suggestions: string[];
  proposal: Record<string, unknown> | null;
  model?: string;
};

export function readMitraReply(message: UIMessage): MitraReply {
  const reply: MitraReply = { text: '', tools: [], suggestions: [], proposal: null };
  const texts: string[] = [];
  for (const part of message.parts) {
    if (part.type === 'text') texts.push(part.text);
    else if (part.type === 'data-suggestions') reply.suggestions = (part.data as { suggestions: string[] }).suggestions;
    else if (part.type === 'data-proposal') reply.proposal = part.data as Record<string, unknown>;
    else if (part.type === 'data-model') reply.model = (part.data as { model: string }).model;
    else if (part.type.startsWith('tool-')) {
      const tool = part as unknown as { input: Record<string, unknown>; output: unknown };
      reply.tools.push({ name: part.type.slice('tool-'.length), input: tool.input, output: tool.output });
    }
  }
  reply.text = texts.join('\n');
  return reply;
}

/** Signs a new client up on `baseUrl` and returns its session cookie. */
export async function signUpClient(baseUrl: string, options: { name?: string; origin?: string } = {}): Promise<string> {
  const email = `mitra.${Date.now().toString(36)}.${randomUUID().slice(0, 8)}@example.in`;
  const response = await fetch(`${baseUrl}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: options.origin ?? baseUrl },
    body: JSON.stringify({ email, password: `Pw-${randomUUID()}`, name: options.name ?? 'Mitra Tester' }),
  });
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Signs in with e-mail and password; null when the credentials are refused. */
export async function signInClient(baseUrl: string, email: string, password: string, origin = baseUrl): Promise<string | null> {
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) return null;
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** One conversation with Mitra; `send` returns the finished reply. */
export class MitraConversation {
  readonly messages: UIMessage[] = [];
  /** The browser's guest cookie, as a browser keeps it: a visitor's conversation is bound to it. */
  private guestCookie: string | null = null;

  /** `cookie` may be a getter, for a client whose session changes between messages. */
  constructor(
    private readonly baseUrl: string,
    private readonly cookie: string | null | (() => string | null),
    readonly id: string = randomUUID(),
    private readonly origin: string = baseUrl,
  ) {}

  /** The guest cookie this conversation's browser holds (to carry it into an account). */
  get guestCookieHeader(): string | null {
    return this.guestCookie;
  }

  async send(text: string): Promise<MitraReply> {
    this.messages.push({ id: randomUUID(), role: 'user', parts: [{ type: 'text', text }] });
    const session = typeof this.cookie === 'function' ? this.cookie() : this.cookie;
    const cookie = [session, this.guestCookie].filter(Boolean).join('; ');
    const headers: Record<string, string> = { origin: this.origin, ...(cookie ? { cookie } : {}) };
    const keepGuestCookie: typeof fetch = async (input, init) => {
      const response = await fetch(input, init);
      const guest = response.headers.getSetCookie().find((line) => line.startsWith('bm_guest='));
      if (guest) this.guestCookie = guest.split(';')[0]!;
      return response;
    };
    const transport = new DefaultChatTransport({ api: `${this.baseUrl}/api/chat`, headers, fetch: keepGuestCookie });
    const chunks = await transport.sendMessages({
      trigger: 'submit-message',
      chatId: this.id,
      messageId: undefined,
      messages: this.messages,
      abortSignal: undefined,
    });
    let message: UIMessage | undefined;
    for await (const snapshot of readUIMessageStream({ stream: chunks, terminateOnError: true })) message = snapshot;
    if (!message) throw new Error('Mitra sent no reply');
    this.messages.push(message);
    return readMitraReply(message);
  }
}
