import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#db/client.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startNeonProxy } from '#tests/support/neon-proxy.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { createTestDatabase, onPostgresServer, type TestDatabase } from '#tests/setup/test-db.ts';
import { book, providerWithSlots } from './booking-fixtures.ts';

// The hot path runs named prepared statements (session, rate limit, take-slot, insert); the Neon
// driver must keep them per connection exactly as node-postgres does.
describe.runIf(onPostgresServer())('booking over the neon driver', () => {
  let database: TestDatabase;
  let proxy: Awaited<ReturnType<typeof startNeonProxy>>;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    proxy = await startNeonProxy();
    const neon = await createDatabase({ url: database.url!, driver: 'neon', neonWsProxy: proxy.address, poolSize: 4 });
    server = await startTestServer({ database: { ...neon, url: database.url } });
  });
  afterAll(async () => {
    await server.close();
    await server.database.close();
    await proxy.close();
    await database.close();
  });

  it('books, lists and refuses a taken slot, reusing the prepared statements on each connection', async () => {
    expect(server.ctx.database.driver).toBe('neon');
    const { slots } = await providerWithSlots(server.ctx.db, 4);
    const { client } = await signedUpClient(server.url);
    for (const slot of slots) {
      const response = await book(client, slot.id);
      expect(response.status, JSON.stringify(response.body)).toBe(201);
    }
    expect((await book(client, slots[0]!.id)).body.error.code).toBe('slot_taken');
    const mine = await client.get('/api/bookings');
    expect(mine.body).toHaveLength(4);
  });
});
