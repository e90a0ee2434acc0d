import { eq, sql } from 'drizzle-orm';
import { executeRows } from '#db/client.ts';
import { z } from 'zod';
import { conversations, inboundMessages, type Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { AppError } from '../../core/errors.ts';
import { toE164 } from '../../core/phone-number.ts';
import { describeError } from '../../core/logger.ts';
import type { AgentTurnOutput, MessagingChannel, RunAgentTurn } from './agent-turn.ts';
import { enqueueMessage } from './outbox.ts';
import { optKeyword } from './keywords.ts';
import { messageText } from './message-texts.ts';
import { findOrCreatePhoneClient, learnLocale, setMessagingOptOut, type PhoneClient } from './phone-client.ts';
import { smsPartLimit, splitReply, whatsappPartLimit } from './split-reply.ts';

/** The Twilio form fields we read; Twilio sends many more, which are ignored. */
export const inboundSchema = z.object({
  MessageSid: z.string().trim().min(1).max(64),
  From: z.string().trim().min(1).max(64),
  To: z.string().trim().max(64).optional(),
  Body: z.string().max(4096).default(''),
  ProfileName: z.string().max(200).optional(),
  NumMedia: z.coerce.number().int().min(0).default(0),
});
export type InboundMessage = z.infer<typeof inboundSchema>;

export type InboundResult = { duplicate: true } | { duplicate: false; replies: string[] };

/**
 * Takes a message as the answer to a review request Mitra sent (api/services/reviews/review-reply.ts);
 * null when it is not one. Passed in, since reviews build on the services that send messages.
 */
export type AnswerRating = (
  ctx: AppContext,
  input: { user: CurrentUser; locale: Locale; address: string; conversationId: string; body: string },
) => Promise<string | null>;

/**
 * Answers a message from a provider's registered phone as the provider's command
 * (api/services/provider-whatsapp); null when the message is for the client path.
 */
export type AnswerProvider = (ctx: AppContext, input: { address: string; conversationId: string; body: string }) => Promise<string | null>;

/** A "yes" to a waitlist offer books the held slot (issue 26.2); null when no hold waits for this client. */
export type AnswerHeldSlot = (
  ctx: AppContext,
  input: { user: CurrentUser; locale: Locale; body: string; channel: 'whatsapp' | 'sms' },
) => Promise<string | null>;

export type InboundDeps = {
  ctx: AppContext;
  runAgentTurn: RunAgentTurn;
  answerRating?: AnswerRating;
  answerProvider?: AnswerProvider;
  answerHeldSlot?: AnswerHeldSlot;
};

type Turn = { ctx: AppContext; message: InboundMessage; channel: MessagingChannel; address: string };

/** `whatsapp:+91…` → WhatsApp; a bare number → SMS. Anything else is not a phone we can answer. */
function parseSender(from: string): { channel: MessagingChannel; address: string } {
  const channel: MessagingChannel = /^whatsapp:/i.test(from) ? 'whatsapp' : 'sms';
  const address = toE164(from);
  if (!address) throw new AppError('invalid_request', { issues: [{ path: 'From', message: 'Not a phone number' }] });
  return { channel, address };
}

const partLimit = (channel: MessagingChannel) => (channel === 'whatsapp' ? whatsappPartLimit : smsPartLimit);

/**
 * Handles one inbound WhatsApp/SMS message exactly once: records its MessageSid first (a retry of
 * the same message is a duplicate), identifies the client by phone, answers STOP/START and media
 * itself, and otherwise runs Mitra within the deadline. Returns the reply texts, split to the channel.
 */
export async function handleInbound(deps: InboundDeps, message: InboundMessage): Promise<InboundResult> {
  const { ctx } = deps;
  const { channel, address } = parseSender(message.From);
  const [fresh] = await ctx.db
    .insert(inboundMessages)
    .values({ id: message.MessageSid, channel, fromAddress: address, receivedAt: ctx.now() })
    .onConflictDoNothing({ target: inboundMessages.id })
    .returning({ id: inboundMessages.id });
  if (!fresh) return { duplicate: true };

  try {
    const client = await findOrCreatePhoneClient(ctx, { phone: address, profileName: message.ProfileName });
    const conversation = await openConversation(ctx, { channel, address, client, messageSid: message.MessageSid });
    const turn: Turn = { ctx, message, channel, address };
    const text = await replyText(deps, turn, client, conversation);
    return { duplicate: false, replies: splitReply(text, partLimit(channel)) };
  } catch (error) {
    // Nothing was answered: forget the id so that Twilio's retry of this message is processed.
    await ctx.db.delete(inboundMessages).where(eq(inboundMessages.id, message.MessageSid));
    throw error;
  }
}

async function replyText(
  deps: InboundDeps,
  turn: Turn,
  client: PhoneClient,
  conversation: { id: string; locale: Locale },
): Promise<string> {
  const { ctx, message } = turn;
  const keyword = optKeyword(message.Body);
  if (!client.profile.isActive) return messageText(conversation.locale, 'accountInactive');
  if (keyword) {
    await setMessagingOptOut(ctx, client.user.id, keyword.action === 'stop');
    return messageText(keyword.locale, keyword.action === 'stop' ? 'optedOut' : 'optedIn');
  }
  if (message.Body.trim() === '') return messageText(conversation.locale, 'mediaOnly');
  const asProvider = await deps.answerProvider?.(ctx, { address: turn.address, conversationId: conversation.id, body: message.Body });
  if (asProvider) return asProvider;
  const rated = await deps.answerRating?.(ctx, {
    user: client.user,
    locale: conversation.locale,
    address: turn.address,
    conversationId: conversation.id,
    body: message.Body,
  });
  if (rated) return rated;
  const held = await deps.answerHeldSlot?.(ctx, {
    user: client.user,
    locale: conversation.locale,
    body: message.Body,
    channel: turn.channel,
  });
  if (held) return held;
  return runWithDeadline(deps, turn, client, conversation);
}

/**
 * The conversation of (channel, phone), created on first contact, in one statement: its 24-hour
 * window restarts now, it follows the number's current account, and the inbound message is linked to it.
 */
async function openConversation(
  ctx: AppContext,
  input: { channel: MessagingChannel; address: string; client: PhoneClient; messageSid: string },
): Promise<{ id: string; locale: Locale }> {
  const now = ctx.now();
  const [conversation] = await executeRows<{ id: string; locale: Locale }>(
    ctx.db,
    sql`
    with upserted as (
      insert into ${conversations} (channel, address, user_id, locale, last_inbound_at)
      values (${input.channel}, ${input.address}, ${input.client.user.id}, ${input.client.profile.locale}, ${now.toISOString()}::timestamptz)
      on conflict (channel, address) where address is not null
      do update set last_inbound_at = excluded.last_inbound_at, user_id = excluded.user_id
      returning id, locale
    ), linked as (
      update ${inboundMessages} set conversation_id = (select id from upserted) where id = ${input.messageSid}
    )
    select id, locale from upserted`,
  );
  if (!conversation) throw new Error(`conversation for ${input.address} could not be opened`);
  return conversation;
}

const timedOut = Symbol('timed out');

/**
 * Twilio waits 15 s for the TwiML. Mitra gets the configured deadline; past it the client gets an
 * acknowledgement now and the answer later through the outbox (the REST API).
 */
async function runWithDeadline(
  deps: InboundDeps,
  turn: Turn,
  client: PhoneClient,
  conversation: { id: string; locale: Locale },
): Promise<string> {
  const { ctx } = turn;
  const agent = deps
    .runAgentTurn({ channel: turn.channel, user: client.user, conversationId: conversation.id, text: turn.message.Body.trim() })
    .then(async (output) => {
      await learnLocale(ctx, client, output.locale);
      return output;
    });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<typeof timedOut>((resolve) => {
    timer = setTimeout(() => resolve(timedOut), ctx.config.TWILIO_REPLY_DEADLINE_MS);
  });
  try {
    const first = await Promise.race([agent, deadline]);
    if (first !== timedOut) return first.text;
  } catch (error) {
    ctx.logger.error('messaging turn failed', { messageSid: turn.message.MessageSid, ...describeError(error) });
    return messageText(conversation.locale, 'failed');
  } finally {
    clearTimeout(timer);
  }
  void sendLate(turn, client, conversation.locale, agent);
  return messageText(conversation.locale, 'acknowledge');
}

/** The answer that missed the deadline goes out through the outbox, in parts, once each. */
async function sendLate(turn: Turn, client: PhoneClient, locale: Locale, agent: Promise<AgentTurnOutput>): Promise<void> {
  const { ctx, message } = turn;
  let text: string;
  try {
    text = (await agent).text;
  } catch (error) {
    ctx.logger.error('late messaging turn failed', { messageSid: message.MessageSid, ...describeError(error) });
    text = messageText(locale, 'failed');
  }
  try {
    const parts = splitReply(text, partLimit(turn.channel));
    for (const [index, body] of parts.entries()) {
      await enqueueMessage(ctx, ctx.db, {
        channel: turn.channel,
        to: turn.address,
        body,
        kind: 'agent_reply',
        userId: client.user.id,
        dedupeKey: `agent_reply:${message.MessageSid}:${index}`,
      });
    }
  } catch (error) {
    ctx.logger.error('late reply could not be queued', { messageSid: message.MessageSid, ...describeError(error) });
  }
}
