import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runOutboxOnce } from '#api/services/messaging/outbox-worker.ts';
import { outbox } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startSmtpCatcher, type SmtpCatcher } from '#tests/support/smtp-catcher.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

let smtp: SmtpCatcher;
let server: TestServer;
beforeAll(async () => {
  smtp = await startSmtpCatcher();
  server = await startTestServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'BookMitra <bookings@bookmitra.test>' } });
});
afterAll(async () => {
  await server.close();
  await smtp.close();
});

describe('booking e-mails over SMTP', () => {
  it('delivers the confirmation and the cancellation with their calendar files, marking the rows sent', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const { client, user } = await signedUpClient(server.url, { name: 'Priya Sharma' });
    const created = await book(client, provider.slots[0]!.id, { serviceId: provider.service.id });
    expect(created.status).toBe(201);
    await client.post(`/api/bookings/${created.body.id}/cancel`);

    const summary = await runOutboxOnce(server.ctx);
    expect(summary.sent).toBeGreaterThanOrEqual(2);
    // The worker sends a batch at once: arrival order is not send order.
    const mine = smtp.mails.filter((mail) => mail.to && JSON.stringify(mail.to).includes(user.email));
    expect(mine).toHaveLength(2);
    const confirmed = mine.find((mail) => mail.subject?.startsWith('Booking confirmed'));
    const cancelled = mine.find((mail) => mail.subject?.startsWith('Booking cancelled'));
    expect(confirmed!.subject).toMatch(/^Booking confirmed: Dr\. Anjali Rao/);
    expect(confirmed!.from?.text).toContain('bookings@bookmitra.test');
    expect(confirmed!.text).toContain('Hello Priya Sharma');
    const invitation = confirmed!.attachments.find((attachment) => attachment.filename?.endsWith('.ics'));
    expect(invitation?.contentType).toBe('text/calendar');
    expect(invitation!.content.toString()).toContain('METHOD:REQUEST');
    expect(cancelled!.subject).toMatch(/^Booking cancelled/);
    expect(cancelled!.attachments[0]!.content.toString()).toContain('METHOD:CANCEL');

    const rows = await server.ctx.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.bookingId, created.body.id), eq(outbox.channel, 'email')));
    expect(rows.map((row) => row.status)).toEqual(['sent', 'sent']);
  });
});
