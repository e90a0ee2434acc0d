import { eq } from 'drizzle-orm';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeHeartbeat } from '#api/services/health-report/heartbeat.ts';
import { runOutboxOnce } from '#api/services/messaging/outbox-worker.ts';
import { enqueueMessage } from '#api/services/messaging/outbox.ts';
import { adminActions, agentTurns, instanceHeartbeats, ipWhitelist, outbox, user } from '#db/schema/index.ts';
import type { ApiClient } from '#tests/support/api-client.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { twilioEnv, twilioMessagesMock } from '#tests/support/twilio-rest-mock.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from './admin-fixtures.ts';

const metricsToken = 'metrics-token-for-tests-0123456789';
const mock = setupServer();
let server: TestServer;
let admin: ApiClient;

beforeAll(async () => {
  mock.listen({ onUnhandledFrame: 'bypass' });
  server = await startTestServer({ env: { ...twilioEnv, METRICS_TOKEN: metricsToken } });
  admin = (await signedInAdmin(server.ctx.db, server.url)).client;
});
afterAll(async () => {
  mock.close();
  await server.close();
});

async function failedMessage(to: string) {
  const row = await enqueueMessage(server.ctx, server.ctx.db, {
    channel: 'whatsapp',
    to,
    body: 'உங்கள் முன்பதிவு உறுதி',
    kind: 'booking_confirmed',
  });
  await server.ctx.db
    .update(outbox)
    .set({ status: 'failed', attempts: 5, lastError: 'Twilio 21211: invalid To' })
    .where(eq(outbox.id, row!.id));
  return row!;
}

describe('GET /api/admin/health', () => {
  it('reports the database, outbox backlog and failed rows, reminder lag, instances with stale ones, live connections, errors, version and uptime', async () => {
    const db = server.ctx.db;
    const failed = await failedMessage('+919700000001');
    await enqueueMessage(server.ctx, db, {
      channel: 'sms',
      to: '+919700000002',
      body: 'due',
      kind: 'test',
      sendAt: new Date(Date.now() - 120_000),
    });
    await writeHeartbeat(server.ctx);
    await db.insert(instanceHeartbeats).values({
      instanceId: 'gone-instance',
      hostname: 'old-host',
      pid: '42',
      version: '0.0.9',
      startedAt: new Date(Date.now() - 3_600_000),
      beatAt: new Date(Date.now() - 120_000),
      workers: { 'outbox worker': { lastRunAt: new Date(Date.now() - 125_000).toISOString(), lastError: 'connection reset' } },
    });

    const answer = await admin.get('/api/admin/health');
    expect(answer.status).toBe(200);
    const report = answer.body;
    expect(report.database.roundTripMs).toBeGreaterThanOrEqual(0);
    // The suite runs on PGlite, and again on PostgreSQL (TEST_DATABASE_URL) through a node-postgres pool.
    expect(report.database.pool).toEqual(
      process.env.TEST_DATABASE_URL
        ? expect.objectContaining({
            kind: 'pool',
            driver: 'pg',
            max: expect.any(Number),
            total: expect.any(Number),
            idle: expect.any(Number),
          })
        : { kind: 'embedded', driver: 'pglite' },
    );
    expect(report.outbox.dueNow).toBeGreaterThanOrEqual(1);
    expect(report.outbox.oldestDueAgeSeconds).toBeGreaterThanOrEqual(115);
    expect(report.outbox.failedLast24h).toBeGreaterThanOrEqual(1);
    expect(report.outbox.failed).toContainEqual(
      expect.objectContaining({ id: failed.id, lastError: 'Twilio 21211: invalid To', kind: 'booking_confirmed' }),
    );
    expect(report.reminders).toMatchObject({
      lagSeconds: 0,
      byKind: [
        { kind: 'reminder_24h', waiting: 0 },
        { kind: 'reminder_2h', waiting: 0 },
      ],
    });
    expect(report.instances).toContainEqual(expect.objectContaining({ current: true, stale: false, pid: String(process.pid) }));
    expect(report.instances).toContainEqual(
      expect.objectContaining({
        instanceId: 'gone-instance',
        stale: true,
        workers: [{ name: 'outbox worker', lastRunAt: expect.any(String), lastError: 'connection reset' }],
      }),
    );
    expect(report.live.connections).toBe(0);
    expect(report.errors.windowMinutes).toBe(5);
    expect(report.errors.requests).toBeGreaterThan(0);
    expect(report.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(report.uptimeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('retries a failed message: pending again, and the worker sends it through Twilio', async () => {
    const row = await failedMessage('+919700000003');
    const retried = await admin.post(`/api/admin/outbox/${row.id}/retry`, {});
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ id: row.id, status: 'pending' });
    const [queued] = await server.ctx.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(queued).toMatchObject({ status: 'pending', attempts: 0 });
    const [action] = await server.ctx.db.select().from(adminActions).where(eq(adminActions.targetId, row.id));
    expect(action).toMatchObject({ action: 'outbox.retry', targetType: 'outbox' });

    const twilio = twilioMessagesMock();
    mock.use(twilio.handler);
    await runOutboxOnce(server.ctx);
    expect(twilio.requests.map((request) => request.fields.To)).toContain('whatsapp:+919700000003');
    const [sent] = await server.ctx.db.select().from(outbox).where(eq(outbox.id, row.id));
    expect(sent?.status).toBe('sent');

    expect((await admin.post(`/api/admin/outbox/${row.id}/retry`, {})).status).toBe(409);
    expect((await admin.post('/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry', {})).status).toBe(404);
    expect((await admin.post('/api/admin/outbox/not-a-uuid/retry', {})).status).toBe(400);
  });

  it('refuses signed-out callers (401), clients and providers (403)', async () => {
    expect((await fetch(`${server.url}/api/admin/health`)).status).toBe(401);
    const { client } = await signedUpClient(server.url, { name: 'Curious Client' });
    expect((await client.get('/api/admin/health')).status).toBe(403);
    expect((await client.post('/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry', {})).status).toBe(403);
    const provider = await signedUpClient(server.url, { name: 'Curious Provider' });
    await server.ctx.db.update(user).set({ role: 'provider' }).where(eq(user.id, provider.user.id));
    expect((await provider.client.get('/api/admin/health')).status).toBe(403);
  });
});

describe('GET /metrics', () => {
  it('refuses without a token (401) and with a wrong one (403), with the usual error body', async () => {
    const bare = await fetch(`${server.url}/metrics`);
    expect(bare.status).toBe(401);
    expect(await bare.json()).toMatchObject({ error: { code: 'unauthorized', message: expect.any(String) } });
    const wrong = await fetch(`${server.url}/metrics`, { headers: { authorization: 'Bearer not-the-token-at-all' } });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: { code: 'forbidden' } });
  });

  it('lists requests by route pattern, bookings, outbox and chat turns, and process metrics with the token', async () => {
    await server.ctx.db.insert(agentTurns).values([
      { channel: 'web', locale: 'ta', model: 'offline', outcome: 'answered' },
      { channel: 'whatsapp', locale: 'hi', model: 'offline', outcome: 'booked' },
    ]);
    await admin.get('/api/admin/outbox/00000000-0000-4000-8000-000000000000/retry');
    await fetch(`${server.url}/api/providers/00000000-0000-4000-8000-000000000001`);
    const response = await fetch(`${server.url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await response.text();
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'bookmitra_bookings',
      'bookmitra_outbox_messages',
      'bookmitra_chat_turns',
      'process_cpu_user_seconds_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(name);
    }
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/providers\/:id",status="404"\} \d+/);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(text).toMatch(/bookmitra_chat_turns\{model="offline",language="ta"\} 1/);
    expect(text).toMatch(/bookmitra_outbox_messages\{status="failed"\} \d+/);
  });

  it('lets an allowlisted address in without a token, and refuses other addresses (403)', async () => {
    const [rule] = await server.ctx.db
      .insert(ipWhitelist)
      .values({ ipAddress: '127.0.0.1', isActive: true, description: 'scraper' })
      .returning();
    expect((await fetch(`${server.url}/metrics`)).status).toBe(200);
    await server.ctx.db.update(ipWhitelist).set({ ipAddress: '10.9.9.9' }).where(eq(ipWhitelist.id, rule!.id));
    const refused = await fetch(`${server.url}/metrics`);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: { code: 'ip_not_allowed' } });
    await server.ctx.db.delete(ipWhitelist).where(eq(ipWhitelist.id, rule!.id));
  });

  it('is never open by default: no token configured and no allowlist refuses every scrape', async () => {
    const bare = await startTestServer({ database: server.database });
    try {
      expect((await fetch(`${bare.url}/metrics`)).status).toBe(401);
      expect((await fetch(`${bare.url}/metrics`, { headers: { authorization: 'Bearer anything-at-all-here' } })).status).toBe(403);
    } finally {
      await bare.close();
    }
  });
});
