import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, conversationMessages, conversations, notifications, profiles, session, user } from '#db/schema/index.ts';
import { ApiClient, signedUpClient, uniqueEmail } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { expectRefused } from '#tests/support/expect-refused.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { book, providerWithSlots, signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  const signedUp = await signedUpClient(server.url, { name: 'Asha Admin' });
  admin = signedUp.client;
  adminId = signedUp.user.id;
  await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, adminId));
});
afterAll(() => server.close());

async function client(name = 'Priya Sharma', profile: Partial<typeof profiles.$inferInsert> = {}) {
  const signedUp = await signedUpClient(server.url, { name, email: uniqueEmail(name.split(' ')[0]!.toLowerCase()) });
  if (Object.keys(profile).length > 0) await server.ctx.db.update(profiles).set(profile).where(eq(profiles.userId, signedUp.user.id));
  return signedUp;
}

async function actionsOn(userId: string) {
  return server.ctx.db.select().from(adminActions).where(eq(adminActions.targetId, userId));
}

async function notificationsOf(userId: string) {
  return server.ctx.db.select().from(notifications).where(eq(notifications.userId, userId));
}

describe('the users table', () => {
  it('searches by name, e-mail and phone digits; filters by role, tier, active, city and joined day; sorts and pages', async () => {
    const kavya = await client('Kavya Menon', { city: 'Kochi', contactPhone: '+919847012345', subscriptionTier: 'pro' });
    const ravi = await client('Ravi Kumar', { city: 'Kochi', isActive: false });
    await client('Zoya Khan', { city: 'Pune' });

    const byName = await admin.get('/api/admin/users?q=kavya');
    expect(byName.status).toBe(200);
    expect(byName.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(byName.body.items[0]).toMatchObject({
      id: kavya.user.id,
      name: 'Kavya Menon',
      role: 'user',
      tier: 'pro',
      active: true,
      city: 'Kochi',
      phone: '+919847012345',
    });
    expect(
      (await admin.get(`/api/admin/users?q=${encodeURIComponent(kavya.user.email)}`)).body.items.map((u: { id: string }) => u.id),
    ).toEqual([kavya.user.id]);
    // Digits as people type them, with spaces and without the country code.
    expect((await admin.get('/api/admin/users?q=98470%2012345')).body.items.map((u: { id: string }) => u.id)).toEqual([kavya.user.id]);

    const kochi = await admin.get('/api/admin/users?city=kochi&sort=name&dir=asc');
    expect(kochi.body.items.map((u: { name: string }) => u.name)).toEqual(['Kavya Menon', 'Ravi Kumar']);
    expect((await admin.get('/api/admin/users?city=Kochi&active=false')).body.items.map((u: { id: string }) => u.id)).toEqual([
      ravi.user.id,
    ]);
    expect((await admin.get('/api/admin/users?city=Kochi&tier=pro')).body.items.map((u: { id: string }) => u.id)).toEqual([kavya.user.id]);
    expect((await admin.get('/api/admin/users?role=admin')).body.items.map((u: { id: string }) => u.id)).toEqual([adminId]);

    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect((await admin.get(`/api/admin/users?city=Pune&joinedFrom=${today}&joinedTo=${today}`)).body.total).toBe(1);
    expect((await admin.get(`/api/admin/users?city=Pune&joinedTo=2020-01-01`)).body.total).toBe(0);

    const paged = await admin.get('/api/admin/users?sort=name&dir=asc&pageSize=2&page=2');
    const all = await admin.get('/api/admin/users?sort=name&dir=asc&pageSize=100');
    expect(paged.body.items.map((u: { id: string }) => u.id)).toEqual(all.body.items.slice(2, 4).map((u: { id: string }) => u.id));
    expect(paged.body.total).toBe(all.body.total);
  });

  it('matches `%` and `_` in the search as themselves, not as wildcards', async () => {
    const named = async (name: string) => {
      const signedUp = await client('Tara Test');
      // Sign-up takes no `%` in a name; an account renamed later may hold one.
      await server.ctx.db.update(user).set({ name }).where(eq(user.id, signedUp.user.id));
      return signedUp.user.id;
    };
    const percent = await named('Tara 50% Off');
    const underscore = await named('Tara_Snake');
    await named('Tara 500 Off Taraxsnake');
    const ids = async (q: string) =>
      (await admin.get(`/api/admin/users?q=${encodeURIComponent(q)}&pageSize=100`)).body.items.map((u: { id: string }) => u.id);

    expect(await ids('50% off')).toEqual([percent]);
    expect(await ids('tara_snake')).toEqual([underscore]);
  });

  it('refuses a bad query (400)', async () => {
    for (const query of [
      'role=owner',
      'tier=gold',
      'active=yes',
      'sort=password',
      'pageSize=500',
      'joinedFrom=25-11-2026',
      'q=',
      'unknown=1',
    ]) {
      expectRefused(await admin.get(`/api/admin/users?${query}`), query, 400);
    }
  });
});

describe("a user's page", () => {
  it('shows the profile, latest bookings with their provider, their conversation and their notifications', async () => {
    const priya = await client('Priya Sharma', { city: 'Chennai' });
    const { provider, slots, services } = await providerWithSlots(server.ctx.db, 2, { name: 'Dr. Lakshmi Rao' });
    expect((await book(priya.client, slots[0]!.id, { serviceId: services[0]!.id })).status).toBe(201);
    const [conversation] = await server.ctx.db.insert(conversations).values({ channel: 'web', userId: priya.user.id }).returning();
    await server.ctx.db.insert(conversationMessages).values([
      { conversationId: conversation!.id, role: 'user', content: 'I need a dentist tomorrow', createdAt: new Date(Date.now() - 2000) },
      { conversationId: conversation!.id, role: 'tool', content: '{"results":[]}', createdAt: new Date(Date.now() - 1000) },
      { conversationId: conversation!.id, role: 'assistant', content: 'Here are three dentists near you.' },
    ]);

    const page = await admin.get(`/api/admin/users/${priya.user.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      id: priya.user.id,
      name: 'Priya Sharma',
      email: priya.user.email,
      role: 'user',
      active: true,
      tier: 'free',
      planEndsAt: null,
      freeBookingsUsed: 1,
      freeBookingLimit: 5,
      city: 'Chennai',
      provider: null,
    });
    expect(page.body.bookings).toEqual([
      expect.objectContaining({
        status: 'confirmed',
        provider: { id: provider.id, name: 'Dr. Lakshmi Rao' },
        serviceName: 'General consultation',
      }),
    ]);
    expect(page.body.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([
      ['assistant', 'Here are three dentists near you.'],
      ['user', 'I need a dentist tomorrow'],
    ]);
    expect(page.body.notifications.length).toBeGreaterThan(0);
  });

  it('an unknown user is a 404, a malformed id a 400', async () => {
    expectRefused(await admin.get('/api/admin/users/nobody-here'), 'unknown', 404);
    expectRefused(await admin.get('/api/admin/users/a%20b'), 'malformed', 400);
  });
});

describe('changes to a user, each with a reason, logged', () => {
  it('deactivating ends every session at once: the next request with an old cookie is a 401, and signing in is refused', async () => {
    const priya = await client();
    const otherBrowser = new ApiClient(server.url);
    expect((await otherBrowser.signIn(priya.user.email)).status).toBe(200);
    expect((await priya.client.get('/api/me')).status).toBe(200);

    const done = await admin.post(`/api/admin/users/${priya.user.id}/deactivate`, { reason: 'Abusive messages to providers' });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: priya.user.id, active: false });
    expect(await server.ctx.db.select().from(session).where(eq(session.userId, priya.user.id))).toEqual([]);
    expect((await priya.client.get('/api/me')).status).toBe(401);
    expect((await otherBrowser.get('/api/bookings')).status).toBe(401);
    expect((await new ApiClient(server.url).signIn(priya.user.email)).status).toBe(403);
    expect(await actionsOn(priya.user.id)).toEqual([
      expect.objectContaining({
        adminId,
        action: 'user.deactivate',
        targetType: 'user',
        reason: 'Abusive messages to providers',
        data: { sessionsEnded: 2 },
      }),
    ]);
    expectRefused(await admin.post(`/api/admin/users/${priya.user.id}/deactivate`, { reason: 'Again' }), 'twice', 409);

    const back = await admin.post(`/api/admin/users/${priya.user.id}/reactivate`, { reason: 'Apologised by phone' });
    expect(back.body).toMatchObject({ active: true });
    expect((await new ApiClient(server.url).signIn(priya.user.email)).status).toBe(200);
    expect((await notificationsOf(priya.user.id)).map((n) => n.title)).toContain('Your account is active again');
    expectRefused(await admin.post(`/api/admin/users/${priya.user.id}/reactivate`, { reason: 'Again' }), 'active already', 409);
  });

  it('an admin cannot deactivate or demote themself (409, nothing changed)', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    const deactivate = await admin.post(`/api/admin/users/${adminId}/deactivate`, { reason: 'Testing' });
    expectRefused(deactivate, 'self deactivate', 409);
    expect(deactivate.body.error.message).toBe('You cannot deactivate your own account.');
    const demote = await admin.post(`/api/admin/users/${adminId}/role`, { role: 'user', reason: 'Testing' });
    expectRefused(demote, 'self demote', 409);
    expect(demote.body.error.message).toBe('You cannot change your own role.');
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
    expect((await admin.get('/api/me')).status).toBe(200);
  });

  it('changes the role, effective on the very next request; a provider needs a provider profile', async () => {
    const asha = await client('Asha Nair');
    const promoted = await admin.post(`/api/admin/users/${asha.user.id}/role`, { role: 'admin', reason: 'Joins the support team' });
    expect(promoted.status).toBe(200);
    expect(promoted.body.role).toBe('admin');
    expect((await asha.client.get('/api/admin/users?pageSize=1')).status).toBe(200);
    expect(await actionsOn(asha.user.id)).toEqual([
      expect.objectContaining({ action: 'user.role', reason: 'Joins the support team', data: { from: 'user', to: 'admin' } }),
    ]);
    expect((await admin.post(`/api/admin/users/${asha.user.id}/role`, { role: 'user', reason: 'Left the team' })).status).toBe(200);
    expect((await asha.client.get('/api/admin/users?pageSize=1')).status).toBe(403);

    const noProvider = await admin.post(`/api/admin/users/${asha.user.id}/role`, { role: 'provider', reason: 'Asked by phone' });
    expectRefused(noProvider, 'provider without profile', 409);
    expectRefused(await admin.post(`/api/admin/users/${asha.user.id}/role`, { role: 'user', reason: 'Same' }), 'same role', 409);
  });

  it('a provider who loses the role is taken off the catalogue (suspended), and their dashboard closes', async () => {
    const practice = await signedInProvider(server.ctx.db, server.url);
    expect((await new ApiClient(server.url).get(`/api/providers/${practice.provider.id}`)).status).toBe(200);
    const demoted = await admin.post(`/api/admin/users/${practice.userId}/role`, { role: 'user', reason: 'Closed the practice' });
    expect(demoted.body).toMatchObject({ role: 'user', provider: { id: practice.provider.id, verification: 'suspended' } });
    expect((await new ApiClient(server.url).get(`/api/providers/${practice.provider.id}`)).status).toBe(404);
    expect((await practice.client.get('/api/provider/bookings')).status).toBe(403);
    const [logged] = await actionsOn(practice.userId);
    expect(logged).toMatchObject({ action: 'user.role', data: { from: 'provider', to: 'user', providerSuspended: practice.provider.id } });
  });

  it('a plan: Pro for the settings’ period from now, free clears it; the user is told', async () => {
    const priya = await client();
    const before = Date.now();
    const pro = await admin.post(`/api/admin/users/${priya.user.id}/plan`, { tier: 'pro', reason: 'Paid by bank transfer' });
    expect(pro.status).toBe(200);
    expect(pro.body.tier).toBe('pro');
    const ends = new Date(pro.body.planEndsAt).getTime();
    expect(ends).toBeGreaterThanOrEqual(before + 30 * 86_400_000 - 5_000);
    expect(ends).toBeLessThanOrEqual(Date.now() + 30 * 86_400_000 + 5_000);
    expect((await priya.client.get('/api/me')).body.profile.subscriptionTier).toBe('pro');
    expect((await notificationsOf(priya.user.id)).map((n) => n.message)).toContain(
      'An admin set your plan to Pro. It runs for 30 days from today.',
    );

    const free = await admin.post(`/api/admin/users/${priya.user.id}/plan`, { tier: 'free', reason: 'Refunded' });
    expect(free.body).toMatchObject({ tier: 'free', planEndsAt: null });
    expectRefused(await admin.post(`/api/admin/users/${priya.user.id}/plan`, { tier: 'free', reason: 'Again' }), 'free twice', 409);
    expect((await actionsOn(priya.user.id)).map((row) => [row.action, row.reason])).toEqual([
      ['user.plan', 'Paid by bank transfer'],
      ['user.plan', 'Refunded'],
    ]);
  });

  it('resets the free-booking count; none used is a 409', async () => {
    const priya = await client('Priya Sharma', { freeBookingsUsed: 5 });
    const reset = await admin.post(`/api/admin/users/${priya.user.id}/reset-free-bookings`, { reason: 'Bookings lost in an outage' });
    expect(reset.status).toBe(200);
    expect(reset.body.freeBookingsUsed).toBe(0);
    expect((await notificationsOf(priya.user.id)).map((n) => n.title)).toContain('Your free bookings are back');
    expectRefused(await admin.post(`/api/admin/users/${priya.user.id}/reset-free-bookings`, { reason: 'Again' }), 'none used', 409);
  });

  it('tells the user in their language', async () => {
    const meera = await client('Meera Iyer', { locale: 'ta', freeBookingsUsed: 2 });
    await admin.post(`/api/admin/users/${meera.user.id}/reset-free-bookings`, { reason: 'Goodwill' });
    expect((await notificationsOf(meera.user.id)).map((n) => n.title)).toEqual(['உங்கள் இலவச முன்பதிவுகள் திரும்பக் கிடைத்தன']);
  });

  it('bad input: 400 in the error shape and nothing changed; an unknown user 404', async () => {
    const priya = await client('Priya Sharma', { freeBookingsUsed: 2 });
    const id = priya.user.id;
    const before = await databaseFingerprint(server.ctx.db);
    const cases: [string, unknown][] = [
      [`/api/admin/users/${id}/deactivate`, {}],
      [`/api/admin/users/${id}/deactivate`, { reason: 'no' }],
      [`/api/admin/users/${id}/deactivate`, { reason: 'x'.repeat(501) }],
      [`/api/admin/users/${id}/deactivate`, { reason: 'Spam', extra: true }],
      [`/api/admin/users/${id}/reactivate`, { reason: 42 }],
      [`/api/admin/users/${id}/role`, { role: 'owner', reason: 'Promotion' }],
      [`/api/admin/users/${id}/role`, { role: 'admin' }],
      [`/api/admin/users/${id}/plan`, { tier: 'gold', reason: 'Upgrade' }],
      [`/api/admin/users/${id}/plan`, { reason: 'Upgrade' }],
      [`/api/admin/users/${id}/reset-free-bookings`, { reason: '  ' }],
    ];
    for (const [path, body] of cases) expectRefused(await admin.post(path, body), `${path} ${JSON.stringify(body)}`, 400);
    for (const action of ['deactivate', 'reactivate', 'reset-free-bookings']) {
      expectRefused(await admin.post(`/api/admin/users/unknown-user/${action}`, { reason: 'Checking' }), action, 404);
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
    const [profile] = await server.ctx.db
      .select()
      .from(profiles)
      .where(and(eq(profiles.userId, id)));
    expect(profile).toMatchObject({ isActive: true, freeBookingsUsed: 2 });
  });
});
