import { eq } from 'drizzle-orm';
import type { Db } from '#db/client.ts';
import { insertNotifications } from '#db/queries/notifications.ts';
import { profiles, user, type Locale } from '#db/schema/index.ts';
import en from '#locales/en/notifications.json' with { type: 'json' };
import hi from '#locales/hi/notifications.json' with { type: 'json' };
import ta from '#locales/ta/notifications.json' with { type: 'json' };
import type { AppContext } from '../../core/context.ts';
import { toE164 } from '../../core/phone-number.ts';
import { createTranslators } from '../../core/translator.ts';
import { enqueueMessage } from '../messaging/outbox.ts';
import { complaintRef, type ComplaintRow } from './complaint-view.ts';

const textsFor = createTranslators<Locale>('notifications', { en, hi, ta });

/** A WhatsApp message quotes at most this much of the answer; the whole answer is on the complaints page. */
const quotedLength = 300;

function quote(body: string): string {
  return body.length > quotedLength ? `${body.slice(0, quotedLength - 1)}…` : body;
}

export type ComplaintNotice = { kind: 'answered'; body: string } | { kind: 'resolved'; body: string | null };

/**
 * Tells the client about an admin's answer or the resolution: an in-app notification always,
 * and a WhatsApp message through the outbox when they have a phone and have not opted out
 * (`dedupeKey` keeps a retried call from sending it twice).
 */
export async function noticeToClient(ctx: AppContext, tx: Db, complaint: ComplaintRow, notice: ComplaintNotice, dedupeKey: string) {
  const [client] = await tx
    .select({ locale: profiles.locale, optOut: profiles.messagingOptOut, contactPhone: profiles.contactPhone, phone: user.phoneNumber })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.id, complaint.userId));
  const t = textsFor(client?.locale ?? 'en');
  const values = {
    ref: complaintRef(complaint.id),
    subject: complaint.subject,
    body: notice.body ? quote(notice.body) : '',
    context: notice.body ? 'note' : undefined,
  };
  await insertNotifications(tx, [
    {
      userId: complaint.userId,
      type: 'update',
      title: t(`complaint.${notice.kind}.title`, values),
      message: t(`complaint.${notice.kind}.message`, values),
      data: { complaintId: complaint.id },
    },
  ]);
  const raw = client?.optOut ? null : (client?.phone ?? client?.contactPhone ?? null);
  const to = raw ? toE164(raw) : null;
  if (!to) return;
  await enqueueMessage(ctx, tx, {
    channel: 'whatsapp',
    to,
    body: t(`complaint.${notice.kind}.text`, values),
    kind: `complaint_${notice.kind}`,
    userId: complaint.userId,
    dedupeKey,
  });
}
