/** Mitra's conversations: who owns them, their messages (as AI SDK UI messages) and working memory. */
import { createHash } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { UIMessage } from 'ai';
import { conversationMessages, conversations, profiles, type Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import type { CurrentUser } from '../../core/current-user.ts';

export type Conversation = typeof conversations.$inferSelect;

/** Messages of history the model sees each turn; older ones stay stored. */
export const historyLimit = 20;

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The web client names its chat; a non-uuid name maps to a stable uuid so any client id works. */
export function conversationIdFor(clientId: string): string {
  if (uuidPattern.test(clientId)) return clientId.toLowerCase();
  const hex = createHash('sha256').update(`bookmitra-chat:${clientId}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Who is asking for a web conversation: the signed-in user, and the browser's guest key (when it has one). */
export type WebCaller = { user: CurrentUser | null; guestKey: string | null };

/**
 * The web conversation a request continues, created on first use. A visitor's conversation belongs
 * to the browser that started it (its guest key): only that browser continues it, or carries it
 * into an account by signing in. Anyone else's is never revealed (404).
 */
export async function openWebConversation(ctx: AppContext, clientId: string, caller: WebCaller): Promise<Conversation> {
  const id = conversationIdFor(clientId);
  const { user, guestKey } = caller;
  // Every turn after the first finds its conversation with this one read.
  const row =
    (await ctx.db.select().from(conversations).where(eq(conversations.id, id)))[0] ?? (await createWebConversation(ctx, id, caller));
  if (row.channel !== 'web') throw new AppError('not_found', { message: 'Conversation not found.' });
  if (row.userId === null) {
    if (row.guestKey === null || row.guestKey !== guestKey) throw new AppError('not_found', { message: 'Conversation not found.' });
    if (!user) return row;
    const [claimed] = await ctx.db
      .update(conversations)
      .set({ userId: user.id, guestKey: null })
      .where(and(eq(conversations.id, id), isNull(conversations.userId)))
      .returning();
    return claimed ?? row;
  }
  if (row.userId !== user?.id) {
    if (!user) throw new AppError('unauthorized', { message: 'Sign in to continue this conversation.' });
    throw new AppError('not_found', { message: 'Conversation not found.' });
  }
  return row;
}

/** A new web conversation, in the user's language for first messages that show none ("2", "ok"). */
async function createWebConversation(ctx: AppContext, id: string, { user, guestKey }: WebCaller): Promise<Conversation> {
  const locale = user
    ? sql`coalesce((select ${profiles.locale} from ${profiles} where ${profiles.userId} = ${user.id}), 'en')::locale`
    : sql`'en'::locale`;
  const [created] = await ctx.db
    .insert(conversations)
    .values({ id, channel: 'web', userId: user?.id ?? null, guestKey: user ? null : guestKey, locale })
    .onConflictDoNothing({ target: conversations.id })
    .returning();
  // Two first turns racing: the other one created it.
  const row = created ?? (await ctx.db.select().from(conversations).where(eq(conversations.id, id)))[0];
  if (!row) throw new AppError('not_found', { message: 'Conversation not found.' });
  return row;
}

/** A signed-in user's own web conversation, without creating one (404 when missing or someone else's). */
export async function findOwnWebConversation(ctx: AppContext, clientId: string, user: CurrentUser): Promise<Conversation> {
  const [row] = await ctx.db
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationIdFor(clientId)));
  if (!row || row.channel !== 'web' || row.userId !== user.id) throw new AppError('not_found', { message: 'Conversation not found.' });
  return row;
}

export async function getConversation(ctx: AppContext, id: string): Promise<Conversation> {
  const [row] = await ctx.db.select().from(conversations).where(eq(conversations.id, id));
  if (!row) throw new AppError('not_found', { message: 'Conversation not found.' });
  return row;
}

/** The latest messages, oldest first, as UI messages. */
export async function loadMessages(ctx: AppContext, conversationId: string, limit = historyLimit): Promise<UIMessage[]> {
  const rows = await ctx.db
    .select({
      id: conversationMessages.id,
      role: conversationMessages.role,
      content: conversationMessages.content,
      parts: conversationMessages.parts,
    })
    .from(conversationMessages)
    .where(eq(conversationMessages.conversationId, conversationId))
    .orderBy(desc(conversationMessages.createdAt), desc(conversationMessages.id))
    .limit(limit);
  return rows.reverse().map((row) => ({
    id: row.id,
    role: row.role === 'user' ? 'user' : 'assistant',
    parts: (row.parts as UIMessage['parts'] | null) ?? [{ type: 'text', text: row.content }],
  }));
}

const textOf = (message: UIMessage) => message.parts.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n');

/**
 * Stores the turn's two messages and the new memory together, in one statement: atomic as the
 * transaction it replaces, at one round trip instead of four (begin, two writes, commit) on every turn.
 */
export async function saveTurn(
  ctx: AppContext,
  turn: {
    conversationId: string;
    userMessage: UIMessage;
    reply: UIMessage;
    state: Record<string, unknown>;
    locale: Locale;
    inbound?: boolean;
  },
): Promise<void> {
  const now = ctx.now();
  const at = now.toISOString();
  // Distinct timestamps keep the order when both rows land in the same millisecond.
  const replyAt = new Date(now.getTime() + 1).toISOString();
  const message = (role: 'user' | 'assistant', ui: UIMessage, createdAt: string) =>
    sql`(${turn.conversationId}::uuid, ${role}::message_role, ${textOf(ui)}, ${JSON.stringify(ui.parts)}::jsonb, ${createdAt}::timestamptz)`;
  const inbound = turn.inbound ? sql`, last_inbound_at = ${at}::timestamptz` : sql``;
  await ctx.db.execute(sql`
    with messages as (
      insert into conversation_messages (conversation_id, role, content, parts, created_at)
      values ${message('user', turn.userMessage, at)}, ${message('assistant', turn.reply, replyAt)}
    )
    update conversations set state = ${JSON.stringify(turn.state)}::jsonb, locale = ${turn.locale}::locale, updated_at = ${at}::timestamptz${inbound}
    where id = ${turn.conversationId}::uuid`);
}
