import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleRequests, user as users } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { profileOf, setTier } from './booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the OpenAPI document', () => {
  it('describes the slot, me, booking, notification, event, role-request, rewards and health-record routes', async () => {
    const { client } = await signedUpClient(server.url);
    const paths = Object.keys((await client.get('/api/openapi.json')).body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/providers/{id}/slots',
        '/me',
        '/me/profile',
        '/me/quota',
        '/bookings',
        '/bookings/{id}',
        '/bookings/{id}/cancel',
        '/bookings/{id}/reschedule',
        '/notifications',
        '/notifications/{id}/read',
        '/notifications/read-all',
        '/events',
        '/role-requests',
        '/rewards',
        '/rewards/redeem',
        '/rewards/referral',
        '/health-records',
        '/health-records/{id}',
        '/health-records/{id}/file',
      ]),
    );
  });
});

describe('GET /api/me', () => {
  it('returns the session user, role and the whole profile', async () => {
    const { client, user } = await signedUpClient(server.url, { name: 'Arjun Nair' });
    const response = await client.get('/api/me');
    expect(response.status).toBe(200);
    expect(response.body.user).toEqual({ id: user.id, email: user.email, name: 'Arjun Nair', role: 'user', phoneNumber: null });
    expect(response.body.profile).toMatchObject({
      fullName: 'Arjun Nair',
      bio: null,
      serviceCategory: null,
      contactPhone: null,
      avatarUrl: null,
      locationData: null,
      city: null,
      locale: 'en',
      isActive: true,
      profileCompleted: false,
      profileSetupCompleted: false,
      freeBookingsUsed: 0,
      freeBookingLimit: 5,
      subscriptionTier: 'free',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });
});

describe('PATCH /api/me/profile', () => {
  it('updates the profile, normalises the phone to E.164 and mirrors profileSetupCompleted', async () => {
    const { client, user } = await signedUpClient(server.url);
    const response = await client.patch('/api/me/profile', {
      fullName: 'Meera Iyer',
      bio: 'Yoga teacher',
      serviceCategory: 'yoga',
      contactPhone: '098765 43210',
      avatarUrl: 'https://cdn.example.in/meera.png',
      city: 'Chennai',
      locale: 'ta',
      locationData: { lat: 13.04, lng: 80.23, address: 'T. Nagar', pincode: '600017' },
    });
    expect(response.status).toBe(200);
    expect(response.body.profile).toMatchObject({
      fullName: 'Meera Iyer',
      contactPhone: '+919876543210',
      locale: 'ta',
      city: 'Chennai',
      serviceCategory: 'yoga',
      profileCompleted: true,
      profileSetupCompleted: true,
      locationData: { pincode: '600017' },
    });
    expect(response.body.user.name).toBe('Meera Iyer');
    expect((await profileOf(server.ctx.db, user.id)).contactPhone).toBe('+919876543210');
    expect((await client.get('/api/me')).body.profile.bio).toBe('Yoga teacher');
  });

  it('refuses unknown keys, bad values and an unparseable phone with a 400, changing nothing', async () => {
    const { client, user } = await signedUpClient(server.url, { name: 'Same Name' });
    const bad = [
      {},
      { role: 'admin' },
      { subscriptionTier: 'pro' },
      { freeBookingsUsed: 0 },
      { fullName: 'x'.repeat(101) },
      { bio: 'x'.repeat(1001) },
      { serviceCategory: 'astrologer' },
      { contactPhone: '12' },
      { avatarUrl: 'javascript:alert(1)' },
      { locale: 'fr' },
      { locationData: 'Chennai' },
      { profileCompleted: true },
    ];
    for (const body of bad) {
      const response = await client.patch('/api/me/profile', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.error.code).toBe('invalid_request');
    }
    const profile = await profileOf(server.ctx.db, user.id);
    expect(profile).toMatchObject({ fullName: 'Same Name', contactPhone: null, subscriptionTier: 'free', locale: 'en' });
    const account = await server.ctx.db.query.user.findFirst({ where: eq(users.id, user.id) });
    expect(account?.role).toBe('user');
  });
});

describe('GET /api/me/quota', () => {
  it('shows the free tier numbers, and unlimited (nulls) for pro', async () => {
    const { client, user } = await signedUpClient(server.url);
    expect((await client.get('/api/me/quota')).body).toEqual({ used: 0, limit: 5, remaining: 5, canBook: true, isPremium: false });
    await setTier(server.ctx.db, user.id, 'pro');
    expect((await client.get('/api/me/quota')).body).toEqual({ used: 0, limit: null, remaining: null, canBook: true, isPremium: true });
  });
});

describe('POST /api/role-requests', () => {
  it('files one pending request; a second is a 409 conflict', async () => {
    const { client, user } = await signedUpClient(server.url);
    const response = await client.post('/api/role-requests', { newRole: 'provider', reason: 'I run a dental clinic in Pune.' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      id: expect.any(String),
      newRole: 'provider',
      reason: 'I run a dental clinic in Pune.',
      status: 'pending',
      createdAt: expect.any(String),
    });
    const again = await client.post('/api/role-requests', { newRole: 'admin', reason: 'Please make me admin too.' });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('conflict');
    expect(await server.ctx.db.select().from(roleRequests).where(eq(roleRequests.userId, user.id))).toHaveLength(1);
  });

  it('refuses the role you already have, and bad bodies, with a 400', async () => {
    const { client, user } = await signedUpClient(server.url);
    await server.ctx.db.update(users).set({ role: 'provider' }).where(eq(users.id, user.id));
    const same = await client.post('/api/role-requests', { newRole: 'provider', reason: 'Already one, asking again' });
    expect(same.status).toBe(400);
    for (const body of [
      { newRole: 'user', reason: 'Back to client' },
      { newRole: 'admin', reason: 'shrt' },
      { newRole: 'admin', reason: 'x'.repeat(501) },
      { newRole: 'admin' },
      { newRole: 'admin', reason: 'Valid reason', extra: 1 },
    ]) {
      const response = await client.post('/api/role-requests', body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect(await server.ctx.db.select().from(roleRequests).where(eq(roleRequests.userId, user.id))).toHaveLength(0);
  });
});
