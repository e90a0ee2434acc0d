import type { Db } from '#db/client.ts';
import { outbox } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';

export type OutgoingMessage = {
  channel: 'whatsapp' | 'sms' | 'email';
  to: string;
  body: string;
  kind: string;
  subject?: string;
  userId?: string | null;
  bookingId?: string | null;
  sendAt?: Date;
  dedupeKey?: string;
  /** An approved WhatsApp template and its variables, for messages outside the 24-hour window. */
  contentSid?: string | null;
  contentVariables?: Record<string, string> | null;
};

/** True when a transport for the channel is configured; otherwise messages are printed and kept. */
export function hasTransport(config: AppContext['config'], channel: OutgoingMessage['channel']): boolean {
  if (channel === 'email') return Boolean(config.SMTP_URL);
  const sender = channel === 'whatsapp' ? config.TWILIO_WHATSAPP_FROM : config.TWILIO_SMS_FROM;
  return Boolean(config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN && sender);
}

/**
 * Writes an outgoing message to the outbox, in the caller's transaction when `db` is one.
 * Without a transport the row is `unsent` and the text is logged, so nothing is lost.
 */
export async function enqueueMessage(ctx: Pick<AppContext, 'config' | 'logger'>, db: Db, message: OutgoingMessage) {
  const deliverable = hasTransport(ctx.config, message.channel);
  const [row] = await db
    .insert(outbox)
    .values({ ...message, status: deliverable ? 'pending' : 'unsent' })
    .onConflictDoNothing({ target: outbox.dedupeKey })
    .returning();
  if (row && !deliverable) {
    ctx.logger.info('outgoing message kept (no transport configured)', {
      outboxId: row.id,
      channel: row.channel,
      to: row.to,
      kind: row.kind,
      subject: row.subject,
      body: row.body,
    });
  }
  return row;
}
