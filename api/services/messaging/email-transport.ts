import nodemailer from 'nodemailer';
import type { OutboxAttachment } from '#db/schema/index.ts';
import type { AppConfig } from '../../core/env.ts';
import type { SendOutcome } from './twilio-rest.ts';

/** Delivers an outbox e-mail by SMTP (the retry path; api/services/messaging/mailer.ts makes the first attempt at once). */
export async function sendEmailMessage(
  config: AppConfig,
  message: { to: string; subject: string | null; body: string; attachments?: OutboxAttachment[] | null },
): Promise<SendOutcome> {
  if (!config.SMTP_URL) return { ok: false, retryable: false, error: 'no SMTP_URL configured' };
  try {
    const transport = nodemailer.createTransport(config.SMTP_URL);
    const attachments = (message.attachments ?? []).map(({ filename, contentType, content }) => ({ filename, contentType, content }));
    const info = await transport.sendMail({
      from: config.MAIL_FROM,
      to: message.to,
      subject: message.subject ?? 'BookMitra',
      text: message.body,
      attachments,
    });
    return { ok: true, providerMessageId: info.messageId };
  } catch (error) {
    return { ok: false, retryable: true, error: error instanceof Error ? error.message : String(error) };
  }
}
