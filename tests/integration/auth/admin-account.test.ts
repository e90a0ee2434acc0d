import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, user } from '#db/schema/index.ts';
import { ensureAdminAccount } from '#api/services/accounts/admin-account.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;
const email = 'ops.admin@bookmitra.test';

beforeAll(async () => {
  server = await startTestServer({ env: { ADMIN_EMAIL: email, ADMIN_PASSWORD: 'Adm1n-passw0rd' } });
});
afterAll(() => server.close());

describe('ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('make sure that admin account exists at start, and it can sign in', async () => {
    const client = new ApiClient(server.url);
    const response = await client.signIn(email, 'Adm1n-passw0rd');
    expect(response.status).toBe(200);
    expect(response.body.user).toMatchObject({ email, role: 'admin' });
  });

  it('promote and reactivate an existing user, and are idempotent', async () => {
    const client = new ApiClient(server.url);
    const created = await client.signUp({ email: 'promote.me@bookmitra.test' });
    await server.ctx.db.update(profiles).set({ isActive: false }).where(eq(profiles.userId, created.id));

    await ensureAdminAccount(server.ctx, { email: 'promote.me@bookmitra.test', password: 'Another-passw0rd' });
    await ensureAdminAccount(server.ctx, { email: 'promote.me@bookmitra.test', password: 'Another-passw0rd' });

    const rows = await server.ctx.db.select().from(user).where(eq(user.email, 'promote.me@bookmitra.test'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.role).toBe('admin');
    const signIn = await new ApiClient(server.url).signIn('promote.me@bookmitra.test', 'Another-passw0rd');
    expect(signIn.status).toBe(200);
  });
});
