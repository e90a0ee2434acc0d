import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { csvRecords } from '../support/csv.ts';
import { at360, signInOverApi } from './support/admin.ts';
import { seriousViolations } from './support/axe.ts';
import { desktop, signUp } from './support/browser.ts';
import { useAppInBrowser } from './support/harness.ts';
import { poll, textOf, visible } from './support/wait.ts';

/**
 * A stand-in for Twilio's REST API on a local port: it refuses every message (a permanent 400, so
 * the outbox marks it failed) until `accept` is set, then takes them. `sentTo` lists every attempt.
 */
const twilio = { accept: false, attempts: [] as string[] };
const fakeTwilio: Server = createServer((request, response) => {
  let body = '';
  request.on('data', (chunk: Buffer) => (body += chunk.toString()));
  request.on('end', () => {
    const to = new URLSearchParams(body).get('To') ?? '';
    twilio.attempts.push(to);
    response.setHeader('content-type', 'application/json');
    if (twilio.accept) {
      response.statusCode = 201;
      response.end(JSON.stringify({ sid: `SM${String(twilio.attempts.length).padStart(32, '0')}` }));
    } else {
      response.statusCode = 400;
      response.end(JSON.stringify({ code: 21211, message: "The 'To' number is not a valid phone number." }));
    }
  });
});
await new Promise<void>((resolve) => fakeTwilio.listen(0, '127.0.0.1', resolve));
const twilioPort = (fakeTwilio.address() as { port: number }).port;
afterAll(() => new Promise<void>((resolve) => fakeTwilio.close(() => resolve())));

const app = useAppInBrowser({
  TWILIO_ACCOUNT_SID: 'AC00000000000000000000000000000001',
  TWILIO_AUTH_TOKEN: 'test-twilio-auth-token',
  TWILIO_WHATSAPP_FROM: 'whatsapp:+14155238886',
  TWILIO_SMS_FROM: '+15005550006',
  TWILIO_API_URL: `http://127.0.0.1:${twilioPort}`,
  OUTBOX_WORKER_INTERVAL_MS: '300',
  OUTBOX_MAX_ATTEMPTS: '1',
});

describe('Data Export and Health in the admin panel', () => {
  it('an export of the filtered bookings downloads and parses back to the rows of the list', async () => {
    const clientPage = await (await app.visitor()).newPage();
    const suffix = String(Date.now()).slice(-6);
    await signUp(clientPage, `அருண் குமார் ${suffix}`);
    const providers = (await (await clientPage.request.get('/api/providers?city=Chennai')).json()) as { items: { id: string }[] };
    const slots = (await (await clientPage.request.get(`/api/providers/${providers.items[1]!.id}/slots`)).json()) as { id: string }[];
    for (const slot of slots.slice(0, 3)) {
      const booked = await clientPage.request.post('/api/bookings', { data: { slotId: slot.id }, headers: { origin: app.url } });
      expect(booked.status()).toBe(201);
    }

    const page = await signInOverApi(await app.visitor({ viewport: desktop }), app.url);
    await page.goto('/admin/export');
    await textOf(page.locator('h1')).toBe('Data Export');
    await page.getByTestId('export-kind').selectOption('bookings');
    await page.getByTestId('export-filter-status').selectOption('confirmed');
    await page.getByTestId('export-filter-client').fill(suffix);
    expect(await seriousViolations(page)).toEqual([]);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
    expect(download.suggestedFilename()).toMatch(/^bookmitra-bookings-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = readFileSync((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const records = csvRecords(bytes.toString('utf8'));

    const listed: string[] = [];
    for (let pageNumber = 1; ; pageNumber += 1) {
      const answer = (await (
        await page.request.get(`/api/admin/bookings?status=confirmed&client=${suffix}&pageSize=100&page=${pageNumber}`)
      ).json()) as {
        items: { id: string }[];
        total: number;
      };
      listed.push(...answer.items.map((item) => item.id));
      if (listed.length >= answer.total || answer.items.length === 0) break;
    }
    expect(listed).toHaveLength(3);
    expect(records.map((record) => record.booking_id).sort()).toEqual(listed.sort());
    expect(records.map((record) => [record.status, record.client_name])).toEqual(Array(3).fill(['Confirmed', `அருண் குமார் ${suffix}`]));
    await visible(page.getByRole('progressbar'));
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
    await at360(page, 'admin-export');
  });

  it('a failed message is retried from Health and the worker sends it', async () => {
    const clientPage = await (await app.visitor()).newPage();
    await signUp(clientPage, 'Kavitha Subramanian');
    const providers = (await (await clientPage.request.get('/api/providers?city=Chennai')).json()) as { items: { id: string }[] };
    const slots = (await (await clientPage.request.get(`/api/providers/${providers.items[0]!.id}/slots`)).json()) as { id: string }[];
    const mobile = `+9196${String(Date.now()).slice(-8)}`;
    const booked = await clientPage.request.post('/api/bookings', {
      data: { slotId: slots[0]!.id, phone: mobile },
      headers: { origin: app.url },
    });
    expect(booked.status()).toBe(201);
    // Twilio refuses it: with one attempt allowed, the outbox marks it failed.
    await poll(async () => twilio.attempts.some((to) => to.endsWith(mobile))).toBe(true);

    const page = await signInOverApi(await app.visitor({ viewport: desktop }), app.url);
    await page.goto('/admin/health');
    await textOf(page.locator('h1')).toBe('Health');
    const row = page.locator('[data-testid^="failed-"]', { hasText: mobile }).first();
    await visible(row);
    await textOf(row).toContain('21211');
    await textOf(page.getByTestId('health-database')).toContain('Embedded (PGlite)');
    await visible(page.getByTestId('health-instances').getByText('This instance'));
    expect(await seriousViolations(page)).toEqual([]);
    await at360(page, 'admin-health');

    twilio.accept = true;
    const before = twilio.attempts.filter((to) => to.endsWith(mobile)).length;
    await row.getByRole('button', { name: 'Retry' }).click();
    await visible(page.getByText('Queued again: the message will be sent shortly'));
    await poll(async () => twilio.attempts.filter((to) => to.endsWith(mobile)).length).toBe(before + 1);
    await poll(() => page.locator('[data-testid^="failed-"]', { hasText: mobile }).count()).toBe(0);
  });
});
