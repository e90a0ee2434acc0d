/**
 * DATABASE_READ_URL: search, the directory and provider pages read from the replica; writes (a
 * sign-up, the search misses, the search sync) stay on the primary. Two databases that disagree
 * stand in for a primary and its replica, so each answer shows which one it came from.
 * PostgreSQL only: the embedded database has no replica, and the configuration refuses one.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { parseEnv } from '#api/core/env.ts';
import { createLogger } from '#api/core/logger.ts';
import { syncSearchDocuments } from '#api/services/catalog/search/search-sync.ts';
import { searchMisses, user } from '#db/schema/index.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '#tests/setup/test-db.ts';

describe('DATABASE_READ_URL', () => {
  it('is refused without a PostgreSQL primary', () => {
    expect(() => parseEnv({ DATABASE_READ_URL: 'postgres://replica.example/db' })).toThrow(ZodError);
    expect(() =>
      parseEnv({ DATABASE_URL: 'postgres://primary.example/db', DATABASE_READ_URL: 'postgres://replica.example/db' }),
    ).not.toThrow();
  });
});

describe.runIf(onPostgresServer())('a server with a read replica', () => {
  let primary: TestDatabase;
  let replica: TestDatabase;
  let server: TestServer;
  let onlyOnReplica: string;

  beforeAll(async () => {
    [primary, replica] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const { provider } = await makeProvider(replica.db, { name: 'Replica Row Clinic', specialty: 'Dentist', city: 'Madurai' });
    onlyOnReplica = provider.id;
    await syncSearchDocuments({ db: replica.db, logger: createLogger('silent'), now: () => new Date() });
    server = await startTestServer({ database: primary, env: { DATABASE_URL: primary.url!, DATABASE_READ_URL: replica.url! } });
  }, 120_000);
  afterAll(async () => {
    await server?.close();
    await Promise.all([primary?.close(), replica?.close()]);
  });

  it('reads search, the directory, provider pages and categories from the replica', async () => {
    const client = new ApiClient(server.url);
    const hits = (await client.get('/api/search?q=replica%20row')).body as { providerId: string }[];
    expect(hits.map((hit) => hit.providerId)).toContain(onlyOnReplica);
    const page = (await client.get('/api/providers?q=dentist&city=Madurai')).body as { items: { id: string }[] };
    expect(page.items.map((item) => item.id)).toEqual([onlyOnReplica]);
    expect((await client.get(`/api/providers/${onlyOnReplica}`)).status).toBe(200);
    const categories = (await client.get('/api/categories')).body as { id: string; providerCount: number }[];
    expect(categories.find((category) => category.id === 'doctor')?.providerCount).toBe(1);
  });

  it('writes to the primary: a sign-up, a search that found nothing', async () => {
    const { user: account } = await signedUpClient(server.url, { name: 'Primary Writer' });
    expect(await primary.db.select({ id: user.id }).from(user).where(eq(user.id, account.id))).toHaveLength(1);
    expect(await replica.db.select({ id: user.id }).from(user).where(eq(user.id, account.id))).toHaveLength(0);
    expect((await new ApiClient(server.url).get('/api/providers?q=zzyzx%20qqq')).status).toBe(200);
    const [onPrimary] = await primary.db.select({ n: count() }).from(searchMisses).where(eq(searchMisses.term, 'zzyzx qqq'));
    expect(onPrimary?.n).toBe(1);
  });
});
