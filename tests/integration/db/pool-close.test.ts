import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createDatabase } from '#db/client.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '#tests/setup/test-db.ts';

// node-postgres' pool.end() resolves as soon as it has asked each idle connection to end, not once
// they have. A database dropped right after (the test databases, WITH (FORCE)) or a server that
// restarts then terminates connections that still exist, and their "terminating connection due to
// administrator command" reached the pool's error handler after close.
describe.runIf(onPostgresServer())('closing a node-postgres database', () => {
  let owner: TestDatabase;
  let admin: pg.Client;

  beforeAll(async () => {
    owner = await createTestDatabase();
    admin = new pg.Client({ connectionString: inject('pgAdminUrl')! });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await owner.close();
  });

  const connectionsTo = async (name: string) => {
    const result = await admin.query<{ n: number }>(
      'select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [name],
    );
    return result.rows[0]!.n;
  };

  it('resolves only when every connection it opened has ended', async () => {
    const name = new URL(owner.url!).pathname.slice(1);
    for (let round = 0; round < 5; round++) {
      const database = await createDatabase({ url: owner.url!, driver: 'pg', poolSize: 8 });
      await Promise.all(Array.from({ length: 8 }, () => database.db.execute(sql`select pg_sleep(0.01)`)));
      const stop = await database.listen('pool_close_test', () => {});
      await stop();
      await database.close();
      expect(await connectionsTo(name)).toBe(0);
    }
  });
});
