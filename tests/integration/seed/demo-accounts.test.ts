import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '#db/client.ts';
import { profiles, providers, user } from '#db/schema/index.ts';
import { demoAccounts, demoClientPhone } from '#db/seed/demo.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;

// The real start-up path: an empty database with SEED_DEMO on gets the demo seed.
beforeAll(async () => {
  server = await startTestServer({ env: { SEED_DEMO: 'true' } });
});
afterAll(() => server.close());

const expectedRoles = { client: 'user', provider: 'provider', admin: 'admin' } as const;

describe('the demo accounts', () => {
  it.each(demoAccounts)('$label signs in over HTTP with the printed password and has its role', async (account) => {
    const client = new ApiClient(server.url);
    const response = await client.signIn(account.email, account.password);
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email: account.email, role: expectedRoles[account.label] });
    const session = await client.get('/api/auth/get-session');
    expect(session.body.user.email).toBe(account.email);
  });

  it('refuses a wrong password for a demo account', async () => {
    const response = await new ApiClient(server.url).signIn(demoAccounts[0]!.email, 'not-the-password');
    expect(response.status).toBe(401);
  });

  it('gives the client a completed profile in Chennai with an Indian phone number', async () => {
    const [row] = await server.ctx.db
      .select({
        role: user.role,
        city: profiles.city,
        phone: profiles.contactPhone,
        completed: profiles.profileCompleted,
        active: profiles.isActive,
      })
      .from(user)
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .where(eq(user.email, 'client@demo.bookmitra.in'));
    expect(row).toEqual({ role: 'user', city: 'Chennai', phone: demoClientPhone, completed: true, active: true });
    expect(demoClientPhone).toMatch(/^\+91[6-9]\d{9}$/);
  });

  it('makes the demo provider Dr. Ananya Iyer, a verified dermatologist in Chennai with services and future slots', async () => {
    const [provider] = await server.ctx.db
      .select({
        id: providers.id,
        name: providers.name,
        specialty: providers.specialty,
        city: providers.city,
        verification: providers.verification,
      })
      .from(providers)
      .innerJoin(user, eq(user.id, providers.userId))
      .where(eq(user.email, 'provider@demo.bookmitra.in'));
    expect(provider).toMatchObject({ name: 'Dr. Ananya Iyer', specialty: 'Dermatologist', city: 'Chennai', verification: 'verified' });
    const [counts] = await executeRows<{ services: number; slots: number }>(
      server.ctx.db,
      sql`
      select (select count(*) from services where provider_id = ${provider!.id} and approval = 'approved')::int as services,
        (select count(*) from time_slots where provider_id = ${provider!.id} and starts_at > now() and is_available)::int as slots`,
    );
    expect(counts!.services).toBeGreaterThanOrEqual(2);
    expect(counts!.slots).toBeGreaterThan(0);
  });

  it('seeds the catalogue at start-up alongside the accounts', async () => {
    const [counts] = await executeRows<{ providers: number }>(server.ctx.db, sql`select count(*)::int as providers from providers`);
    expect(counts!.providers).toBeGreaterThanOrEqual(150);
  });
});
