/**
 * The contract between the messaging channels (WhatsApp, SMS) and Mitra: one inbound text in,
 * one finished reply out. The web chat streams instead (api/routes/chat).
 */
import type { CurrentUser } from '../../core/current-user.ts';

export type MessagingChannel = 'whatsapp' | 'sms';

export type AgentTurnInput = {
  channel: MessagingChannel;
  /** The phone-identified client; tools act as this user and nobody else. */
  user: CurrentUser;
  /** The conversation row of (channel, phone); history and working memory are loaded from it. */
  conversationId: string;
  text: string;
};

export type AgentTurnOutput = {
  /** The whole reply, options already numbered in the text ("1. 10:00 …"); not yet split to channel limits. */
  text: string;
  /** Quick replies the channel may offer; the text stays complete without them. */
  suggestions: string[];
  /** Reply language, for anything sent later in this conversation. */
  locale: 'en' | 'hi' | 'ta';
};

export type RunAgentTurn = (input: AgentTurnInput) => Promise<AgentTurnOutput>;
