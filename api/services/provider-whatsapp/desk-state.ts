/**
 * What the provider desk remembers between messages, under `providerDesk` in conversations.state
 * (beside Mitra's working memory, which it never touches): when it last answered, and a block
 * waiting for the provider's 1/2/3. Mitra rewrites the state when it answers, which drops this key:
 * that is how the desk knows the provider last wrote as a client.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { conversationMessages, conversations } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';

/** A block waits this long for its answer; later, "1" is just a message again. */
export const pendingBlockMinutes = 30;
/** After Mitra answered the provider as a client, their messages stay Mitra's for this long. */
export const clientModeMinutes = 30;

const deskLocaleSchema = z.enum(['en', 'hi', 'ta', 'hi-Latn', 'ta-Latn']);

const pendingBlockSchema = z.object({
  input: z.object({ from: z.string(), to: z.string(), fromTime: z.number().optional(), toTime: z.number().optional() }),
  /** The bookings the provider was shown: "cancel them" cancels these and no booking made since. */
  bookingIds: z.array(z.string()),
  locale: deskLocaleSchema,
  expiresAt: z.iso.datetime(),
});
export type PendingBlock = z.infer<typeof pendingBlockSchema>;

const deskStateSchema = z.object({ at: z.iso.datetime(), pending: pendingBlockSchema.nullable().catch(null) });

export type DeskMemory = {
  /** The block waiting for an answer, when it has not expired. */
  pending: PendingBlock | null;
  /** Mitra answered last, recently: the provider is writing as a client. */
  clientMode: boolean;
};

export async function readDesk(ctx: AppContext, conversationId: string): Promise<DeskMemory> {
  const [row] = await ctx.db
    .select({
      desk: sql<unknown>`${conversations.state}->'providerDesk'`,
      lastMitraAt: sql<string | Date | null>`(${ctx.db
        .select({ at: conversationMessages.createdAt })
        .from(conversationMessages)
        .where(eq(conversationMessages.conversationId, conversationId))
        .orderBy(desc(conversationMessages.createdAt))
        .limit(1)})`,
    })
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  const now = ctx.now().getTime();
  const desk = deskStateSchema.safeParse(row?.desk);
  const pending = desk.success && desk.data.pending && Date.parse(desk.data.pending.expiresAt) > now ? desk.data.pending : null;
  const lastMitraAt = row?.lastMitraAt ? new Date(row.lastMitraAt).getTime() : null;
  const clientMode = !desk.success && lastMitraAt !== null && now - lastMitraAt < clientModeMinutes * 60_000;
  return { pending, clientMode };
}

/** Records a desk answer (and the pending block, or none), leaving Mitra's keys as they are. */
export async function writeDesk(ctx: AppContext, conversationId: string, pending: PendingBlock | null): Promise<void> {
  const desk = { at: ctx.now().toISOString(), pending };
  await ctx.db
    .update(conversations)
    .set({ state: sql`${conversations.state} || jsonb_build_object('providerDesk', ${JSON.stringify(desk)}::jsonb)` })
    .where(eq(conversations.id, conversationId));
}

/**
 * Takes the pending block for this answer, once: of two answers racing each other (two phones, or
 * a double tap), one applies it and the other finds it gone.
 */
export async function claimPending(ctx: AppContext, conversationId: string, pending: PendingBlock): Promise<boolean> {
  const claimed = await ctx.db
    .update(conversations)
    .set({ state: sql`jsonb_set(${conversations.state}, '{providerDesk,pending}', 'null'::jsonb)` })
    .where(
      and(
        eq(conversations.id, conversationId),
        sql`${conversations.state}->'providerDesk'->'pending'->>'expiresAt' = ${pending.expiresAt}`,
      ),
    )
    .returning({ id: conversations.id });
  return claimed.length > 0;
}
