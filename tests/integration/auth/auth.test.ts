import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, profiles, user } from '#db/schema/index.ts';
import { setAccountActive } from '#api/services/accounts/profiles.ts';
import { ApiClient, uniqueEmail } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function latestOutbox(kind: string, to: string) {
  const rows = await server.ctx.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, kind), eq(outbox.to, to)));
  return rows.at(-1);
}

describe('e-mail and password', () => {
  it('signs up, creates the default profile, and keeps the session in a cookie', async () => {
    const client = new ApiClient(server.url);
    const email = uniqueEmail('signup');
    const created = await client.signUp({ email, name: 'Kavya Reddy' });
    expect(client.cookieHeader).toContain('better-auth.session_token=');

    const session = await client.get('/api/auth/get-session');
    expect(session.status).toBe(200);
    expect(session.body.user).toMatchObject({ email, name: 'Kavya Reddy', role: 'user' });

    const profile = await server.ctx.db.query.profiles.findFirst({ where: eq(profiles.userId, created.id) });
    expect(profile).toMatchObject({
      fullName: 'Kavya Reddy',
      isActive: true,
      profileCompleted: false,
      freeBookingsUsed: 0,
      freeBookingLimit: 5,
      subscriptionTier: 'free',
    });
  });

  it('ignores a role sent by the client at sign-up', async () => {
    const client = new ApiClient(server.url);
    const response = await client.post('/api/auth/sign-up/email', {
      email: uniqueEmail('sneaky'),
      password: 'Passw0rd!23',
      name: 'Sneaky',
      role: 'admin',
    });
    expect(response.status).toBe(200);
    const row = await server.ctx.db.query.user.findFirst({ where: eq(user.id, response.body.user.id) });
    expect(row?.role).toBe('user');
  });

  it('answers a sign-up for a known e-mail as for a new one, and tells the owner by e-mail', async () => {
    const known = uniqueEmail('known');
    await new ApiClient(server.url).signUp({ email: known, name: 'Meena Pillai' });
    const body = { password: 'Other-passw0rd', name: 'Someone Else' };
    const fresh = new ApiClient(server.url);
    const asNew = await fresh.post('/api/auth/sign-up/email', { ...body, email: uniqueEmail('fresh') });
    const prober = new ApiClient(server.url);
    const asKnown = await prober.post('/api/auth/sign-up/email', { ...body, email: known });
    // Same status, the same body field by field, and a session cookie of the same shape.
    expect(asKnown.status).toBe(200);
    expect(asNew.status).toBe(200);
    const shape = (value: Record<string, unknown>) =>
      Object.entries(value)
        .map(([key, field]) => `${key}:${field === null ? 'null' : typeof field}`)
        .sort();
    expect(shape(asKnown.body)).toEqual(shape(asNew.body));
    expect(shape(asKnown.body.user)).toEqual(shape(asNew.body.user));
    expect(asKnown.body.user).toMatchObject({ email: known, name: 'Someone Else', emailVerified: false });
    expect(asKnown.body.token).toHaveLength(asNew.body.token.length);
    const cookieShape = (response: typeof asNew) => (response.headers.get('set-cookie') ?? '').replace(/=[^;]*/, '=…');
    expect(cookieShape(asKnown)).toEqual(cookieShape(asNew));
    // The new account is signed in, as before; the prober's cookie opens nothing.
    expect((await fresh.get('/api/auth/get-session')).body).toMatchObject({ user: { name: 'Someone Else' } });
    expect((await prober.get('/api/auth/get-session')).body).toBeNull();

    // The account is untouched: its own password still signs in, the prober's does not.
    expect((await new ApiClient(server.url).signIn(known)).status).toBe(200);
    expect((await new ApiClient(server.url).signIn(known, 'Other-passw0rd')).status).toBe(401);
    const mail = await latestOutbox('sign_up_existing', known);
    expect(mail).toMatchObject({ channel: 'email', subject: 'Someone tried to sign up with your e-mail' });
    expect(mail!.body).toContain('Hello Meena Pillai');
    expect(mail!.body).toContain(`${server.ctx.config.publicUrl}/forgot-password`);
  });

  it('still validates a sign-up for a known e-mail as for a new one (a short password is a 400 for both)', async () => {
    const known = uniqueEmail('known-short');
    await new ApiClient(server.url).signUp({ email: known });
    const short = { password: 'short', name: 'Someone' };
    const asNew = await new ApiClient(server.url).post('/api/auth/sign-up/email', { ...short, email: uniqueEmail('short') });
    const asKnown = await new ApiClient(server.url).post('/api/auth/sign-up/email', { ...short, email: known });
    expect(asNew.status).toBe(400);
    expect(asKnown.status).toBe(asNew.status);
    expect(asKnown.body.error.code).toBe(asNew.body.error.code);
  });

  it('refuses a wrong password with the error shape', async () => {
    const client = new ApiClient(server.url);
    const email = uniqueEmail('wrong');
    await client.signUp({ email });
    const other = new ApiClient(server.url);
    const response = await other.signIn(email, 'not-the-password');
    expect(response.status).toBe(401);
    expect(response.body.error).toEqual({ code: 'invalid_email_or_password', message: expect.any(String) });
  });

  it('signs out: the session no longer works', async () => {
    const client = new ApiClient(server.url);
    await client.signUp({ email: uniqueEmail('signout') });
    const before = client.cookieHeader;
    expect((await client.post('/api/auth/sign-out')).status).toBe(200);
    const again = new ApiClient(server.url);
    const response = await again.request('GET', '/api/auth/get-session', undefined, { headers: { cookie: before } });
    expect(response.body).toBeNull();
  });

  it('answers malformed sign-up bodies with a 4xx in the error shape', async () => {
    const client = new ApiClient(server.url);
    const response = await client.request('POST', '/api/auth/sign-up/email', undefined, {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const missing = await client.post('/api/auth/sign-up/email', { email: 'not-an-email', password: 'x' });
    expect(missing.status).toBe(400);
    expect(missing.body.error.code).toEqual(expect.any(String));
  });

  it('resets a forgotten password through the e-mail kept in the outbox', async () => {
    const client = new ApiClient(server.url);
    const email = uniqueEmail('reset');
    await client.signUp({ email });
    const request = await new ApiClient(server.url).post('/api/auth/request-password-reset', { email, redirectTo: '/reset-password' });
    expect(request.status).toBe(200);

    const mail = await latestOutbox('password_reset', email);
    expect(mail).toMatchObject({ channel: 'email', status: 'unsent', subject: expect.stringContaining('password') });
    const link = mail!.body.match(/https?:\/\/\S+/)![0];
    const token = new URL(link).pathname.split('/').at(-1)!;

    const otherDevice = new ApiClient(server.url);
    expect((await otherDevice.signIn(email)).status).toBe(200);
    expect((await client.get('/api/me')).status).toBe(200);

    const reset = await new ApiClient(server.url).post('/api/auth/reset-password', { newPassword: 'N3w-passw0rd', token });
    expect(reset.status).toBe(200);
    expect((await new ApiClient(server.url).signIn(email, 'Passw0rd!23')).status).toBe(401);
    expect((await new ApiClient(server.url).signIn(email, 'N3w-passw0rd')).status).toBe(200);
    // Whoever knew the old password is signed out everywhere.
    expect((await client.get('/api/me')).status).toBe(401);
    expect((await otherDevice.get('/api/me')).status).toBe(401);
  });
});

describe('phone number sign-in with an OTP', () => {
  it('sends the code through the outbox and signs a new user up on verification', async () => {
    const phone = '+919812345670';
    const client = new ApiClient(server.url);
    expect((await client.post('/api/auth/phone-number/send-otp', { phoneNumber: phone })).status).toBe(200);

    const message = await latestOutbox('otp', phone);
    expect(message).toMatchObject({ channel: 'sms', status: 'unsent' });
    const code = message!.body.match(/\d{6}/)![0];

    const wrong = await client.post('/api/auth/phone-number/verify', { phoneNumber: phone, code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    const verified = await client.post('/api/auth/phone-number/verify', { phoneNumber: phone, code });
    expect(verified.status).toBe(200);

    const session = await client.get('/api/auth/get-session');
    expect(session.body.user).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true, role: 'user' });
    const profile = await server.ctx.db.query.profiles.findFirst({ where: eq(profiles.userId, session.body.user.id) });
    expect(profile).toMatchObject({ contactPhone: phone, isActive: true });
  });

  it('refuses numbers that are not E.164', async () => {
    const response = await new ApiClient(server.url).post('/api/auth/phone-number/send-otp', { phoneNumber: '98123' });
    expect(response.status).toBe(400);
    expect(response.body.error.code).toEqual(expect.any(String));
  });
});

describe('inactive accounts', () => {
  it('cannot sign in', async () => {
    const client = new ApiClient(server.url);
    const email = uniqueEmail('inactive');
    const created = await client.signUp({ email });
    await setAccountActive(server.ctx, created.id, false);
    const response = await new ApiClient(server.url).signIn(email);
    expect(response.status).toBe(403);
    expect(response.body.error.code).toBe('account_inactive');
  });
});
