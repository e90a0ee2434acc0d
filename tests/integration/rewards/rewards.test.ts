import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { setTier } from '../bookings/booking-fixtures.ts';
import { attendedAppointments, givePoints } from './rewards-fixtures.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const newClient = () => signedUpClient(server.url);

describe('rewards', () => {
  it('starts a new client at zero, Bronze, with a referral code that stays the same', async () => {
    const { client } = await newClient();
    const first = await client.get('/api/rewards');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      balance: 0,
      lifetimePoints: 0,
      level: { id: 'bronze', min: 0 },
      nextLevel: { id: 'silver', min: 1000, pointsToGo: 1000 },
      attendedAppointments: 0,
      profileBonusEarned: false,
      canApplyReferral: true,
      tier: 'free',
      redeem: { cost: 500, reward: 'free_booking', available: false, blockedBy: 'points' },
      history: [],
    });
    expect(first.body.referralCode).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    expect((await client.get('/api/rewards')).body.referralCode).toBe(first.body.referralCode);
  });

  it('earns 100 for a completed profile and 50 per attended appointment, nothing for cancelled or missed ones', async () => {
    const { client, user } = await newClient();
    await client.patch('/api/me/profile', { fullName: 'Asha Rao', contactPhone: '98765 43210', city: 'Chennai' });
    await attendedAppointments(server.ctx.db, user.id, ['completed', 'confirmed', 'cancelled', 'no_show']);
    const { body } = await client.get('/api/rewards');
    expect(body).toMatchObject({
      balance: 200,
      lifetimePoints: 200,
      attendedAppointments: 2,
      profileBonusEarned: true,
      canApplyReferral: false,
    });
    expect(body.history).toEqual([
      expect.objectContaining({ kind: 'appointment', points: 50, providerName: 'Dr. Kavita Menon' }),
      expect.objectContaining({ kind: 'appointment', points: 50 }),
    ]);
  });

  it('derives a completed profile from its fields: the client cannot declare it', async () => {
    const { client } = await newClient();
    const declared = await client.patch('/api/me/profile', { profileCompleted: true });
    expect(declared.status).toBe(400);
    await client.patch('/api/me/profile', { fullName: 'Asha Rao', city: 'Chennai' });
    expect((await client.get('/api/rewards')).body).toMatchObject({ balance: 0, profileBonusEarned: false });
    expect((await client.get('/api/me')).body.profile.profileCompleted).toBe(false);
    await client.patch('/api/me/profile', { contactPhone: '+919876543210' });
    expect((await client.get('/api/rewards')).body).toMatchObject({ balance: 100, profileBonusEarned: true });
    // Emptying a required field makes it incomplete again.
    await client.patch('/api/me/profile', { city: null });
    expect((await client.get('/api/me')).body.profile.profileCompleted).toBe(false);
  });

  it('counts referral points only once the new client has attended an appointment: throw-away sign-ups earn nothing', async () => {
    const { client: friend } = await newClient();
    const code: string = (await friend.get('/api/rewards')).body.referralCode;
    const newcomers = await Promise.all([newClient(), newClient(), newClient()]);
    for (const { client } of newcomers) expect((await client.post('/api/rewards/referral', { code })).status).toBe(200);
    const waiting = (await friend.get('/api/rewards')).body;
    expect(waiting).toMatchObject({ balance: 0, lifetimePoints: 0 });
    expect(waiting.history).toHaveLength(3);
    expect(waiting.history.every((entry: { pending?: boolean }) => entry.pending === true)).toBe(true);
    expect((await newcomers[0]!.client.get('/api/rewards')).body).toMatchObject({ balance: 0 });
    expect((await friend.post('/api/rewards/redeem', {})).status).toBe(409);

    // A cancelled or missed appointment is not attended.
    await attendedAppointments(server.ctx.db, newcomers[1]!.user.id, ['cancelled', 'no_show']);
    expect((await friend.get('/api/rewards')).body.balance).toBe(0);

    await attendedAppointments(server.ctx.db, newcomers[0]!.user.id, ['completed']);
    expect((await friend.get('/api/rewards')).body).toMatchObject({ balance: 200, lifetimePoints: 200 });
    expect((await newcomers[0]!.client.get('/api/rewards')).body).toMatchObject({ balance: 150 });
  });

  it("pays both sides of a referral once, and refuses one's own, unknown and second codes", async () => {
    const [{ client: friend }, { client: newcomer, user: newcomerUser }] = await Promise.all([newClient(), newClient()]);
    const code: string = (await friend.get('/api/rewards')).body.referralCode;

    const own = await friend.post('/api/rewards/referral', { code });
    expect(own.status).toBe(400);
    expect((await newcomer.post('/api/rewards/referral', { code: 'ZZZZZZZZ' })).status).toBe(404);

    // Codes are typed by hand: case, spaces and dashes do not matter.
    const applied = await newcomer.post('/api/rewards/referral', { code: ` ${code.slice(0, 4).toLowerCase()}-${code.slice(4)} ` });
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      balance: 0,
      canApplyReferral: false,
      history: [expect.objectContaining({ kind: 'welcome_bonus', points: 100, pending: true })],
    });
    await attendedAppointments(server.ctx.db, newcomerUser.id, ['completed']);
    expect((await newcomer.get('/api/rewards')).body).toMatchObject({ balance: 150 });
    expect((await friend.get('/api/rewards')).body).toMatchObject({
      balance: 200,
      history: [expect.objectContaining({ kind: 'referral_bonus', points: 200 })],
    });

    const again = await newcomer.post('/api/rewards/referral', { code });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    expect((await friend.get('/api/rewards')).body.balance).toBe(200);
  });

  it('does not take codes from clients who already had an appointment', async () => {
    const [{ client: friend }, { client: regular, user }] = await Promise.all([newClient(), newClient()]);
    await attendedAppointments(server.ctx.db, user.id, ['completed']);
    const code = (await friend.get('/api/rewards')).body.referralCode;
    expect((await regular.post('/api/rewards/referral', { code })).status).toBe(409);
  });

  it('redeems 500 points for one more free booking, and refuses without enough points or on a paid plan', async () => {
    const { client, user } = await newClient();
    await givePoints(server.ctx.db, user.id, 600);
    const quotaBefore = (await client.get('/api/me/quota')).body;
    const redeemed = await client.post('/api/rewards/redeem', {});
    expect(redeemed.status).toBe(200);
    expect(redeemed.body).toMatchObject({ balance: 100, lifetimePoints: 600, redeem: { available: false, blockedBy: 'points' } });
    expect(redeemed.body.history[0]).toMatchObject({ kind: 'redemption', points: -500 });
    const quotaAfter = (await client.get('/api/me/quota')).body;
    expect(quotaAfter).toMatchObject({ limit: quotaBefore.limit + 1, remaining: quotaBefore.remaining + 1 });

    const short = await client.post('/api/rewards/redeem', {});
    expect(short.status).toBe(409);
    expect(short.body.error.message).toMatch(/400 more points/);
    expect((await client.get('/api/me/quota')).body.limit).toBe(quotaAfter.limit);

    const { client: pro, user: proUser } = await newClient();
    await givePoints(server.ctx.db, proUser.id, 1000);
    await setTier(server.ctx.db, proUser.id, 'pro');
    expect((await pro.get('/api/rewards')).body.redeem).toMatchObject({ available: false, blockedBy: 'plan' });
    expect((await pro.post('/api/rewards/redeem', {})).status).toBe(409);
    expect((await pro.get('/api/rewards')).body.balance).toBe(1000);
  });

  it('never lets concurrent redemptions overspend: 10 at once with points for 2', async () => {
    const { client, user } = await newClient();
    await givePoints(server.ctx.db, user.id, 1000);
    const statuses = (await Promise.all(Array.from({ length: 10 }, () => client.post('/api/rewards/redeem', {})))).map(
      (response) => response.status,
    );
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    expect(statuses.filter((status) => status === 409)).toHaveLength(8);
    expect((await client.get('/api/rewards')).body.balance).toBe(0);
    expect((await client.get('/api/me/quota')).body.limit).toBe(7);
  });

  it('needs a session and a valid body', async () => {
    const visitor = new ApiClient(server.url);
    expect((await visitor.get('/api/rewards')).status).toBe(401);
    expect((await visitor.post('/api/rewards/redeem', {})).status).toBe(401);
    const { client } = await newClient();
    for (const body of [{}, { code: 1 }, { code: 'x' }, { code: 'ABCDEFGH', extra: true }]) {
      const response = await client.post('/api/rewards/referral', body);
      expect(response.status).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    expect(
      (await client.request('POST', '/api/rewards/redeem', undefined, { rawBody: 'x', headers: { 'content-type': 'text/plain' } })).status,
    ).toBe(415);
    expect((await client.post('/api/rewards/redeem', { points: 500 })).status).toBe(400);
  });
});
