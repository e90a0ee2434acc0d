import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#db/schema/index.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;
const owner = { name: 'Ravi Shankar', email: 'ravi@clinicnet.in', password: 'Chennai-Clinic-2026' };

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const anonymous = () => new ApiClient(server.url);

describe('the first admin (POST /api/setup/admin)', () => {
  it('refuses weak, published and malformed input while it is available, and changes nothing', async () => {
    expect((await anonymous().get('/api/setup/admin')).body).toEqual({ available: true });
    const before = await databaseFingerprint(server.ctx.db);
    const refused = [
      { ...owner, password: 'short1A' },
      { ...owner, password: 'alllowercaseletters1' },
      { ...owner, password: 'Provider@12345' },
      { ...owner, email: 'not-an-email' },
      { ...owner, name: 'R\u0000avi' },
      { ...owner, role: 'admin' },
      ['not', 'an', 'object'],
    ];
    for (const body of refused) {
      const response = await anonymous().post('/api/setup/admin', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('creates the admin once: two set-ups at the same moment end with one admin; afterwards the call and the state refuse', async () => {
    const rival = { name: 'Someone Else', email: 'rival@example.in', password: 'Rival-Passw0rd-99' };
    const answers = await Promise.all([anonymous().post('/api/setup/admin', owner), anonymous().post('/api/setup/admin', rival)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const admins = await server.ctx.db.select().from(user).where(eq(user.role, 'admin'));
    expect(admins).toHaveLength(1);

    const winner = answers[0]!.status === 201 ? owner : rival;
    expect(answers.find((answer) => answer.status === 201)!.body).toEqual({ success: true, email: winner.email });
    const signedIn = await anonymous().signIn(winner.email, winner.password);
    expect(signedIn.body.user).toMatchObject({ email: winner.email, role: 'admin' });

    expect((await anonymous().get('/api/setup/admin')).body).toEqual({ available: false });
    const again = await anonymous().post('/api/setup/admin', { ...owner, email: 'third@example.in' });
    expect([again.status, again.body.error.code]).toEqual([409, 'conflict']);
  });
});
