/**
 * A fresh start with the demo seed serves search at once: the seed's rows queue every provider,
 * and start-up writes their documents before it returns.
 */
import { sql } from 'drizzle-orm';
import { expect, it, onTestFinished } from 'vitest';
import { bootstrap } from '#api/bootstrap.ts';
import { createLogger } from '#api/core/logger.ts';
import { executeRows } from '#db/client.ts';
import { testConfig } from '#tests/support/test-server.ts';
import { createTestDatabase } from '#tests/setup/test-db.ts';
import { queuedProviders } from './search-tables.ts';

it('the demo seed ends with every listed provider and bookable service written, and nothing queued', async () => {
  const database = await createTestDatabase();
  onTestFinished(() => database.close());
  const running = await bootstrap(testConfig({ SEED_DEMO: 'true' }), { database, logger: createLogger('silent') });
  onTestFinished(() => running.close());

  expect(await queuedProviders(database.db)).toEqual([]);
  const [counts] = await executeRows<{ docs: number; listed: number; bookable: number }>(
    database.db,
    sql`select (select count(*)::int from search_docs) as docs,
               (select count(*)::int from providers p join profiles f on f.user_id = p.user_id
                 where p.verification = 'verified' and f.is_active and f.profile_completed) as listed,
               (select count(*)::int from services s join providers p on p.id = s.provider_id join profiles f on f.user_id = p.user_id
                 where p.verification = 'verified' and f.is_active and f.profile_completed
                   and s.approval = 'approved' and s.is_active) as bookable`,
  );
  expect(counts!.listed).toBeGreaterThan(100);
  expect(counts!.docs).toBe(counts!.listed + counts!.bookable);
});
