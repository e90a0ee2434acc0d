import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { user } from './auth.ts';
import { bookings } from './bookings.ts';
import { conversationChannelEnum, localeEnum, messageRoleEnum, outboxChannelEnum, outboxStatusEnum } from './enums.ts';

/** A chat with Mitra: per signed-in user on the web, per phone number on WhatsApp/SMS. */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: conversationChannelEnum().notNull(),
    /** E.164 phone number for messaging channels; null on the web. */
    address: text(),
    userId: text().references(() => user.id, { onDelete: 'cascade' }),
    /**
     * A visitor's web conversation belongs to the browser that started it: the SHA-256 of the token
     * in that browser's signed cookie. Only that browser continues it or carries it into an account.
     */
    guestKey: text(),
    locale: localeEnum().notNull().default('en'),
    /** The agent's working memory between turns (offered options, pending proposal). */
    state: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    lastInboundAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversations_channel_address_uq')
      .on(t.channel, t.address)
      .where(sql`${t.address} is not null`),
    index('conversations_user_idx').on(t.userId, t.updatedAt),
  ],
);

export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: uuid().primaryKey().defaultRandom(),
    conversationId: uuid()
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: messageRoleEnum().notNull(),
    content: text().notNull().default(''),
    /** The AI SDK UI message parts, kept so a web conversation can be continued as it was. */
    parts: jsonb().$type<unknown[]>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_messages_conversation_idx').on(t.conversationId, t.createdAt)],
);

/** Provider message ids already processed (Twilio retries a webhook; we act once). */
export const inboundMessages = pgTable('inbound_messages', {
  id: text().primaryKey(),
  channel: conversationChannelEnum().notNull(),
  fromAddress: text().notNull(),
  conversationId: uuid().references(() => conversations.id, { onDelete: 'set null' }),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Every outgoing WhatsApp, SMS and e-mail, written in the transaction that causes it. */
export type OutboxAttachment = { filename: string; contentType: string; content: string };

export const outbox = pgTable(
  'outbox',
  {
    id: uuid().primaryKey().defaultRandom(),
    channel: outboxChannelEnum().notNull(),
    to: text().notNull(),
    subject: text(),
    body: text().notNull(),
    /** What the message is (booking_confirmed, reminder_24h, otp, password_reset …). */
    kind: text().notNull(),
    /** Makes "send once" a constraint: e.g. `reminder_24h:<bookingId>`. */
    dedupeKey: text().unique(),
    contentSid: text(),
    contentVariables: jsonb().$type<Record<string, string>>(),
    /** E-mail attachments (an .ics invitation), as text. */
    attachments: jsonb().$type<OutboxAttachment[]>(),
    userId: text().references(() => user.id, { onDelete: 'set null' }),
    bookingId: uuid().references(() => bookings.id, { onDelete: 'set null' }),
    sendAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: outboxStatusEnum().notNull().default('pending'),
    attempts: integer().notNull().default(0),
    lastError: text(),
    providerMessageId: text(),
    lockedUntil: timestamp({ withTimezone: true }),
    sentAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_due_idx')
      .on(t.sendAt)
      .where(sql`${t.status} = 'pending'`),
    // Status callbacks look messages up by Twilio's SID; unsent and pending rows have none, so they stay out of the index.
    index('outbox_provider_message_idx')
      .on(t.providerMessageId)
      .where(sql`${t.providerMessageId} is not null`),
    index('outbox_booking_idx').on(t.bookingId),
  ],
);
