import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, executeRows, pickDriver } from '#db/client.ts';
import { ApiClient, uniqueEmail } from '#tests/support/api-client.ts';
import { startNeonProxy } from '#tests/support/neon-proxy.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '#tests/setup/test-db.ts';

describe('driver selection', () => {
  it('follows DATABASE_URL: none → PGlite, a Neon host → neon, any other URL → node-postgres', () => {
    expect(pickDriver({})).toBe('pglite');
    expect(pickDriver({ url: 'postgres://u:p@ep-cool-bird-123.ap-southeast-1.aws.neon.tech/db' })).toBe('neon');
    expect(pickDriver({ url: 'postgres://postgres@127.0.0.1:5432/test' })).toBe('pg');
    expect(pickDriver({ url: 'postgres://postgres@127.0.0.1:5432/test', driver: 'neon' })).toBe('neon');
  });

  it('keeps an embedded database on disk across reopenings', async () => {
    const { mkdtempSync, rmSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const dir = mkdtempSync(join(tmpdir(), 'bookmitra-disk-'));
    const first = await createDatabase({ dataDir: join(dir, 'data') });
    await first.migrate();
    await first.db.execute(sql`insert into rate_limits (key, count, reset_at) values ('persist', 7, now())`);
    await first.close();
    const second = await createDatabase({ dataDir: join(dir, 'data') });
    const rows = await executeRows<{ count: number }>(second.db, sql`select count from rate_limits where key = 'persist'`);
    await second.close();
    rmSync(dir, { recursive: true, force: true });
    expect(rows).toEqual([{ count: 7 }]);
  });
});

// The Neon serverless driver against this machine's PostgreSQL, through a local WebSocket proxy.
describe.runIf(onPostgresServer())('neon driver', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startNeonProxy>>;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startNeonProxy();
    const neon = await createDatabase({ url: database.url!, driver: 'neon', neonWsProxy: proxy.address });
    server = await startTestServer({ database: { ...neon, url: database.url } });
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
    await proxy.close();
    await database.close();
  });

  it('migrates, answers health and signs a user up over the neon driver', async () => {
    expect(server.ctx.database.driver).toBe('neon');
    const client = new ApiClient(server.url);
    expect((await client.get('/api/health')).body).toMatchObject({ status: 'ok', db: { driver: 'neon' } });
    await expect(client.signUp({ email: uniqueEmail('neon') })).resolves.toMatchObject({ id: expect.any(String) });
  });

  it('runs transactions and LISTEN/NOTIFY', async () => {
    const received: string[] = [];
    const stop = await server.ctx.database.listen('neon_test', (payload) => received.push(payload));
    await server.ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('neon_test', 'hello')`);
    });
    await expect.poll(() => received).toEqual(['hello']);
    await stop();
  });
});
