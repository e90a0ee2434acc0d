/**
 * Drains running beside each other and beside writers: every instance drains the one queue, so
 * two drains must share it without writing a provider twice or losing one, and a change that
 * commits while a drain holds its provider must be written by the next drain. startSearchSync
 * drains on notifications and on flush().
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { executeRows } from '#db/client.ts';
import { providers } from '#db/schema/index.ts';
import { startSearchSync, syncSearchDocuments } from '#api/services/catalog/search/search-sync.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '#tests/setup/test-db.ts';
import { contextOf, queuedProviders, readDocs, strayPostings } from './search-tables.ts';

let database: TestDatabase;
const sync = (batchSize?: number) => syncSearchDocuments(contextOf(database), { batchSize });
const labelOf = async (providerId: string) => (await readDocs(database.db, [providerId])).find((doc) => doc.kind === 'provider')?.label;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('two drains at once', () => {
  it('share the queue: every provider written once, none lost', async () => {
    const made = [];
    for (let index = 0; index < 40; index++) made.push(await makeProvider(database.db, { name: `Clinic ${index}` }));
    await database.db.execute(sql`delete from search_dirty where provider_id <> all(${sql.param(made.map((m) => m.provider.id))}::uuid[])`);

    const [first, second] = await Promise.all([sync(3), sync(3)]);
    expect(first! + second!).toBe(40);
    expect(await queuedProviders(database.db)).toEqual([]);
    const docs = await readDocs(
      database.db,
      made.map((m) => m.provider.id),
    );
    expect(docs).toHaveLength(80);
    expect(await strayPostings(database.db)).toBe(0);
  });
});

/** Resolves once a backend of this database running a statement that starts with `start` waits for a lock. */
async function waitForLockWaiter(start: string) {
  await vi.waitFor(
    async () => {
      const [row] = await executeRows<{ n: number }>(
        database.db,
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock' and ltrim(query) like ${`${start}%`}`,
      );
      expect(row?.n).toBe(1);
    },
    { timeout: 10_000, interval: 20 },
  );
}

async function openClient() {
  const client = new pg.Client({ connectionString: database.url! });
  await client.connect();
  return client;
}

describe.runIf(onPostgresServer())('drains and writers on separate connections', () => {
  it('a change committed while a drain holds its provider is written, never lost', async () => {
    const { provider } = await makeProvider(database.db, { name: 'Kaveri Clinic' });
    await sync();
    await database.db.update(providers).set({ name: 'Krishna Clinic' }).where(eq(providers.id, provider.id));

    // Holds the drain after it has claimed the provider and read its rows, before it writes.
    const locker = await openClient();
    await locker.query('begin; lock table search_docs in exclusive mode');
    const draining = sync();
    await waitForLockWaiter('with old as (');
    // Waits for the drain's claim on the queue row (migration 0023: DO UPDATE locks it).
    const writing = database.db.update(providers).set({ name: 'Godavari Clinic' }).where(eq(providers.id, provider.id));
    const written = writing.then(() => undefined);
    await waitForLockWaiter('update "providers"');
    await locker.query('commit');
    await locker.end();
    expect(await draining).toBeGreaterThanOrEqual(1);
    await written;

    // The drain's own loop may already have taken the provider queued again, or the next drain takes it: either
    // way the change is written, never lost (with ON CONFLICT DO NOTHING it would stay 'Krishna Clinic').
    await sync();
    expect(await labelOf(provider.id)).toBe('Godavari Clinic');
    expect(await queuedProviders(database.db)).not.toContain(provider.id);
  });

  it('a drain passes over a provider whose change is not committed yet; the next one writes it', async () => {
    const { provider } = await makeProvider(database.db, { name: 'Tapti Clinic' });
    await sync();
    const writer = await openClient();
    await writer.query('begin');
    await writer.query('update providers set name = $1 where id = $2', ['Narmada Clinic', provider.id]);
    expect(await sync()).toBe(0);
    await writer.query('commit');
    await writer.end();
    expect(await sync()).toBe(1);
    expect(await labelOf(provider.id)).toBe('Narmada Clinic');
  });
});

describe('startSearchSync', () => {
  it('drains on a change notification, and flush() writes what was queued before it', async () => {
    const running = await startSearchSync(contextOf(database), { pollMs: 0 });
    try {
      const { provider } = await makeProvider(database.db, { name: 'Cauvery Clinic' });
      await vi.waitFor(async () => expect(await labelOf(provider.id)).toBe('Cauvery Clinic'), { timeout: 5_000, interval: 50 });

      await database.db.update(providers).set({ name: 'Vaigai Clinic' }).where(eq(providers.id, provider.id));
      await running.flush();
      expect(await labelOf(provider.id)).toBe('Vaigai Clinic');
      expect(await queuedProviders(database.db)).toEqual([]);
    } finally {
      await running.close();
    }
  });
});
