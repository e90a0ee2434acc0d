import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { outbox } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { describeError } from '../../core/logger.ts';
import { enqueueMessage } from './outbox.ts';

export type Email = { to: string; subject: string; text: string; kind: string; userId?: string | null };

/**
 * Sends an e-mail: always recorded in the outbox first; delivered by SMTP at once when
 * `SMTP_URL` is set, otherwise printed and kept as `unsent`.
 */
export async function sendEmail(ctx: AppContext, email: Email) {
  const row = await enqueueMessage(ctx, ctx.db, {
    channel: 'email',
    to: email.to,
    subject: email.subject,
    body: email.text,
    kind: email.kind,
    userId: email.userId ?? null,
  });
  if (!row || !ctx.config.SMTP_URL) return row;
  try {
    const transport = nodemailer.createTransport(ctx.config.SMTP_URL);
    const info = await transport.sendMail({ from: ctx.config.MAIL_FROM, to: email.to, subject: email.subject, text: email.text });
    await ctx.db
      .update(outbox)
      .set({ status: 'sent', attempts: 1, sentAt: ctx.now(), providerMessageId: info.messageId, updatedAt: ctx.now() })
      .where(eq(outbox.id, row.id));
  } catch (error) {
    // Kept as pending with the error: the outbox worker retries it.
    ctx.logger.warn('smtp send failed', { outboxId: row.id, ...describeError(error) });
    await ctx.db
      .update(outbox)
      .set({ attempts: 1, lastError: error instanceof Error ? error.message : String(error), updatedAt: ctx.now() })
      .where(eq(outbox.id, row.id));
  }
  return row;
}
