import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { addDays, istDate } from '#api/core/time-zone.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ipWhitelist, user } from '#db/schema/index.ts';
import { futureSlotStarts, makeProvider } from '#tests/factories/catalog.ts';
import { ApiClient, signedUpClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { expectRefused } from '#tests/support/expect-refused.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { postSignedForm, whatsappFields } from '#tests/support/twilio-webhook.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

// DESIGN §4: hostile input is a 4xx in the error shape — never a 500 — and changes nothing.
let server: TestServer;
let client: ApiClient;
let bookingId: string;
let freeSlotId: string;
let providerId: string;
let recordId: string;
let admin: ApiClient;
let providerClient: ApiClient;
let ownServiceId: string;
let roleRequestId: string;
let adminUserId: string;
let complaintId: string;
let ipRuleId: string;

beforeAll(async () => {
  server = await startTestServer();
  ({ client } = await signedUpClient(server.url));
  const { provider, slots } = await makeProvider(server.ctx.db, { slotStarts: futureSlotStarts(2) });
  providerId = provider.id;
  freeSlotId = slots[1]!.id;
  bookingId = (await book(client, slots[0]!.id)).body.id;
  const form = new FormData();
  form.set('kind', 'prescription');
  form.set('title', 'Prescription');
  recordId = (await client.upload('/api/health-records', form)).body.id;
  const { client: applicant } = await signedUpClient(server.url);
  roleRequestId = (await applicant.post('/api/provider-applications', providerApplication)).body.id;
  ({
    client: admin,
    user: { id: adminUserId },
  } = await signedUpClient(server.url));
  await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, adminUserId));
  const practice = await signedInProvider(server.ctx.db, server.url);
  providerClient = practice.client;
  ownServiceId = (await providerClient.post('/api/provider/services', { name: 'Gold facial', durationMinutes: 60, pricePaise: 150_000 }))
    .body.id;
  complaintId = (await client.post('/api/complaints', { bookingId, subject: 'Late start', body: 'The doctor was an hour late.' })).body.id;
  // Inactive, so the allowlist stays open to the test's own calls.
  const [rule] = await server.ctx.db.insert(ipWhitelist).values({ ipAddress: '203.0.113.9', isActive: false }).returning();
  ipRuleId = rule!.id;
});

const providerApplication = {
  displayName: 'Dr. Meera Iyer',
  category: 'doctor',
  specialty: 'Dermatologist',
  city: 'Chennai',
  area: 'Adyar',
  languages: ['ta'],
  phone: '+919840012345',
  bio: 'Skin care',
  address: '12 Gandhi Nagar',
  visitsAtHome: false,
  slotMinutes: 30,
  services: [{ name: 'Skin consultation', durationMinutes: 30, pricePaise: 60_000, description: 'First visit' }],
  hours: [{ weekday: 1, from: '10:00', to: '13:00' }],
};
afterAll(() => server.close());

const nul = ['\u0000', 'Asha\u0000Rao'];
const loneSurrogates = ['\ud800', 'Chen\udc00nai'];
const hostileText = [...nul, ...loneSurrogates];
// Years 0001 and 0099 too: JavaScript reads the years 0–99 as 1900–1999, so they must be refused, not stored as another year.
const farDates = ['9999-12-31', '0000-01-01', '0001-01-01', '0099-12-31', '+275760-09-13'];
const farInstants = ['9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z', '0001-01-01T10:00:00+05:30', '0099-12-31T10:00:00Z'];
const lineBreaks = ['x\n=HYPERLINK("http://evil.example","click")', 'a\r\n+1'];
const huge = 'x'.repeat(70 * 1024);
const nonObjectBodies = ['null', '123', '"s"', 'true', '[]'];

/** A valid-looking body for every JSON write route of the OpenAPI document; each string leaf is then made hostile. */
function jsonRoutes(): Record<
  string,
  { method: string; path: string; body: Record<string, unknown>; dates?: string[]; asAdmin?: boolean; asProvider?: boolean }
> {
  return {
    'PATCH /me/profile': {
      method: 'PATCH',
      path: '/api/me/profile',
      body: { fullName: 'Asha Rao', bio: 'Hi', city: 'Chennai', contactPhone: '+919876543210', locationData: { address: '12 Anna Salai' } },
    },
    'POST /bookings': { method: 'POST', path: '/api/bookings', body: { slotId: freeSlotId, name: 'Asha Rao', phone: '+919876543210' } },
    'POST /bookings/{id}/reschedule': { method: 'POST', path: `/api/bookings/${bookingId}/reschedule`, body: { slotId: freeSlotId } },
    'POST /bookings/{id}/payment': { method: 'POST', path: `/api/bookings/${bookingId}/payment`, body: { utr: '412356789012' } },
    'POST /role-requests': { method: 'POST', path: '/api/role-requests', body: { newRole: 'provider', reason: 'I run a clinic in Pune.' } },
    'POST /chat': {
      method: 'POST',
      path: '/api/chat',
      body: { id: randomUUID(), messages: [{ id: 'm1', role: 'user', parts: [{ type: 'text', text: 'find a dentist' }] }] },
    },
    'PATCH /health-records/{id}': {
      method: 'PATCH',
      path: `/api/health-records/${recordId}`,
      body: { title: 'Scan', note: 'Left knee', recordedOn: '2026-11-02' },
      dates: ['recordedOn'],
    },
    'POST /rewards/referral': { method: 'POST', path: '/api/rewards/referral', body: { code: 'ABCD2345' } },
    'POST /rewards/redeem': { method: 'POST', path: '/api/rewards/redeem', body: {} },
    'POST /setup/admin': {
      method: 'POST',
      path: '/api/setup/admin',
      body: { name: 'Ravi Shankar', email: 'ravi@clinicnet.in', password: 'Chennai-Clinic-2026' },
    },
    'POST /provider-applications': { method: 'POST', path: '/api/provider-applications', body: providerApplication },
    'POST /provider/services': {
      method: 'POST',
      path: '/api/provider/services',
      body: { name: 'Bridal make-up', durationMinutes: 120, pricePaise: 800_000, description: 'Trial included' },
      asProvider: true,
    },
    'PATCH /provider/services/{id}': {
      method: 'PATCH',
      path: `/api/provider/services/${ownServiceId}`,
      body: { name: 'Gold facial', description: 'With massage' },
      asProvider: true,
    },
    'POST /provider/bookings/{id}/cancel': {
      method: 'POST',
      path: `/api/provider/bookings/${bookingId}/cancel`,
      body: { reason: 'Clinic closed for repairs' },
      asProvider: true,
    },
    'POST /provider/bookings/{id}/move': {
      method: 'POST',
      path: `/api/provider/bookings/${bookingId}/move`,
      body: { slotId: freeSlotId },
      asProvider: true,
    },
    'PUT /provider/hours': {
      method: 'PUT',
      path: '/api/provider/hours',
      body: { slotMinutes: 30, gapMinutes: 10, hours: [{ weekday: 1, from: '10:00', to: '13:00' }] },
      asProvider: true,
    },
    'PUT /provider/policies': {
      method: 'PUT',
      path: '/api/provider/policies',
      body: { bookingNoticeMinutes: 60, cancelNoticeMinutes: 120 },
      asProvider: true,
    },
    'POST /waitlist': {
      method: 'POST',
      path: '/api/waitlist',
      body: { providerId, date: addDays(istDate(new Date()), 1), partOfDay: 'evening' },
      dates: ['date'],
    },
    'POST /provider/time-off': {
      method: 'POST',
      path: '/api/provider/time-off',
      body: { from: '2026-12-24', to: '2026-12-26', reason: 'Christmas' },
      dates: ['from', 'to'],
      asProvider: true,
    },
    'POST /bookings/{id}/review': {
      method: 'POST',
      path: `/api/bookings/${bookingId}/review`,
      body: { rating: 5, comment: 'Kind and quick.' },
    },
    'POST /provider/reviews/{id}/reply': {
      method: 'POST',
      path: `/api/provider/reviews/${bookingId}/reply`,
      body: { reply: 'Thank you for coming.' },
      asProvider: true,
    },
    'PATCH /provider/profile': {
      method: 'PATCH',
      path: '/api/provider/profile',
      body: { bio: 'Family doctor in Indiranagar.', area: 'Indiranagar', address: '12, 100 Feet Road' },
      asProvider: true,
    },
    'POST /admin/services/{id}/approve': { method: 'POST', path: `/api/admin/services/${ownServiceId}/approve`, body: {}, asAdmin: true },
    'POST /admin/services/{id}/reject': {
      method: 'POST',
      path: `/api/admin/services/${ownServiceId}/reject`,
      body: { reason: 'Not a service we list' },
      asAdmin: true,
    },
    'POST /admin/provider-names/{id}/approve': {
      method: 'POST',
      path: `/api/admin/provider-names/${providerId}/approve`,
      body: {},
      asAdmin: true,
    },
    'POST /admin/provider-names/{id}/reject': {
      method: 'POST',
      path: `/api/admin/provider-names/${providerId}/reject`,
      body: { reason: 'Not the registered name' },
      asAdmin: true,
    },
    'POST /admin/users/{id}/role': {
      method: 'POST',
      path: `/api/admin/users/${adminUserId}/role`,
      body: { role: 'user', reason: 'Left' },
      asAdmin: true,
    },
    'POST /admin/users/{id}/deactivate': {
      method: 'POST',
      path: `/api/admin/users/${adminUserId}/deactivate`,
      body: { reason: 'Abuse' },
      asAdmin: true,
    },
    'POST /admin/users/{id}/reactivate': {
      method: 'POST',
      path: `/api/admin/users/${adminUserId}/reactivate`,
      body: { reason: 'Apologised' },
      asAdmin: true,
    },
    'POST /admin/users/{id}/plan': {
      method: 'POST',
      path: `/api/admin/users/${adminUserId}/plan`,
      body: { tier: 'pro', reason: 'Paid' },
      asAdmin: true,
    },
    'POST /admin/users/{id}/reset-free-bookings': {
      method: 'POST',
      path: `/api/admin/users/${adminUserId}/reset-free-bookings`,
      body: { reason: 'Outage' },
      asAdmin: true,
    },
    'POST /admin/users/{id}/lift-no-show-block': {
      method: 'POST',
      path: `/api/admin/users/${adminUserId}/lift-no-show-block`,
      body: { reason: 'Hospital stay' },
      asAdmin: true,
    },
    'POST /admin/providers/{id}/verify': {
      method: 'POST',
      path: `/api/admin/providers/${providerId}/verify`,
      body: { reason: 'Checked' },
      asAdmin: true,
    },
    'POST /admin/providers/{id}/suspend': {
      method: 'POST',
      path: `/api/admin/providers/${providerId}/suspend`,
      body: { reason: 'Complaints', futureBookings: 'keep' },
      asAdmin: true,
    },
    'POST /admin/providers/{id}/reinstate': {
      method: 'POST',
      path: `/api/admin/providers/${providerId}/reinstate`,
      body: { reason: 'Renewed' },
      asAdmin: true,
    },
    'POST /admin/role-requests/{id}/approve': {
      method: 'POST',
      path: `/api/admin/role-requests/${roleRequestId}/approve`,
      body: {},
      asAdmin: true,
    },
    'POST /admin/role-requests/{id}/reject': {
      method: 'POST',
      path: `/api/admin/role-requests/${roleRequestId}/reject`,
      body: { reason: 'Missing registration' },
      asAdmin: true,
    },
    'POST /admin/bookings/{id}/cancel': {
      method: 'POST',
      path: `/api/admin/bookings/${bookingId}/cancel`,
      body: { reason: 'The clinic is closed today' },
      asAdmin: true,
    },
    'POST /admin/bookings/{id}/move': {
      method: 'POST',
      path: `/api/admin/bookings/${bookingId}/move`,
      body: { slotId: freeSlotId, reason: 'The doctor is away' },
      asAdmin: true,
    },
    'POST /admin/payments/{id}/verify': { method: 'POST', path: `/api/admin/payments/${unknownPaymentId}/verify`, body: {}, asAdmin: true },
    'POST /admin/payments/{id}/reject': {
      method: 'POST',
      path: `/api/admin/payments/${unknownPaymentId}/reject`,
      body: { reason: 'Not in the bank statement' },
      asAdmin: true,
    },
    'POST /complaints': {
      method: 'POST',
      path: '/api/complaints',
      body: { bookingId, subject: 'Rude staff', body: 'The receptionist shouted at my mother.' },
    },
    'POST /complaints/{id}/messages': { method: 'POST', path: `/api/complaints/${complaintId}/messages`, body: { body: 'Any update?' } },
    'POST /admin/complaints/{id}/assign': {
      method: 'POST',
      path: `/api/admin/complaints/${complaintId}/assign`,
      body: { adminId: adminUserId },
      asAdmin: true,
    },
    'POST /admin/complaints/{id}/answer': {
      method: 'POST',
      path: `/api/admin/complaints/${complaintId}/answer`,
      body: { body: 'We have spoken to the clinic.' },
      asAdmin: true,
    },
    'POST /admin/complaints/{id}/resolve': {
      method: 'POST',
      path: `/api/admin/complaints/${complaintId}/resolve`,
      body: { body: 'Refund given.' },
      asAdmin: true,
    },
    'POST /admin/ip-whitelist': {
      method: 'POST',
      path: '/api/admin/ip-whitelist',
      body: { ipAddress: '198.51.100.4', ipRange: '198.51.100.0/24', description: 'Office' },
      asAdmin: true,
    },
    'PATCH /admin/ip-whitelist/{id}': {
      method: 'PATCH',
      path: `/api/admin/ip-whitelist/${ipRuleId}`,
      body: { ipAddress: '198.51.100.5', description: 'Branch office' },
      asAdmin: true,
    },
    'PATCH /admin/settings': {
      method: 'PATCH',
      path: '/api/admin/settings',
      body: { supportEmail: 'help@bookmitra.in', supportPhone: '+918045678901' },
      asAdmin: true,
    },
    'POST /plans/purchase': { method: 'POST', path: '/api/plans/purchase', body: { plan: 'pro', utr: '412356789099' } },
    'POST /admin/outbox/{id}/retry': { method: 'POST', path: `/api/admin/outbox/${unknownPaymentId}/retry`, body: {}, asAdmin: true },
    'POST /admin/rewards/{id}/adjustments': {
      method: 'POST',
      path: `/api/admin/rewards/${adminUserId}/adjustments`,
      body: { points: 100, reason: 'Goodwill for a late start' },
      asAdmin: true,
    },
    'POST /admin/emergency/pauses': {
      method: 'POST',
      path: '/api/admin/emergency/pauses',
      body: {
        scope: 'category_city',
        category: 'plumber',
        city: 'Chennai',
        from: new Date(Date.now() + 3_600_000).toISOString(),
        to: new Date(Date.now() + 7_200_000).toISOString(),
        reason: 'Floods in the city',
        cancelBookings: true,
        returnFreeBooking: true,
      },
      dates: ['from', 'to'],
      asAdmin: true,
    },
  };
}

type JsonSchema = { format?: string; properties?: Record<string, JsonSchema>; anyOf?: JsonSchema[]; oneOf?: JsonSchema[] };

/** The top-level field names of a body schema, through its unions. */
function fieldNames(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  return [...Object.keys(schema.properties ?? {}), ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(fieldNames)];
}
type Operation = { requestBody?: { content: Record<string, { schema?: JsonSchema }> } };

/** The top-level fields of a body schema (through its unions) that hold a date or a date and time. */
function dateFields(schema: JsonSchema | undefined): string[] {
  if (!schema) return [];
  const isDate = (field: JsonSchema): boolean =>
    field.format === 'date' || field.format === 'date-time' || [...(field.anyOf ?? []), ...(field.oneOf ?? [])].some(isDate);
  const own = Object.entries(schema.properties ?? {})
    .filter(([, field]) => isDate(field))
    .map(([name]) => name);
  return [...own, ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].flatMap(dateFields)];
}

/** Payment routes refuse hostile input before looking the payment up. */
const unknownPaymentId = '00000000-0000-4000-8000-000000000000';

/** Every way to replace one string leaf of `body` with `value`. */
function withEachLeaf(body: unknown, value: string, path: string[] = []): { path: string; body: unknown }[] {
  if (typeof body === 'string') return [{ path: path.join('.'), body: value }];
  if (body === null || typeof body !== 'object') return [];
  const entries = Array.isArray(body) ? body.map((item, index) => [String(index), item] as const) : Object.entries(body);
  return entries.flatMap(([key, item]) =>
    withEachLeaf(item, value, [...path, key]).map((variant) => ({
      path: variant.path,
      body: Array.isArray(body)
        ? body.map((other, index) => (String(index) === key ? variant.body : other))
        : { ...body, [key]: variant.body },
    })),
  );
}

const callerOf = (route: { asAdmin?: boolean; asProvider?: boolean }) =>
  route.asAdmin ? admin : route.asProvider ? providerClient : client;
const raw = (caller: ApiClient, method: string, path: string, rawBody: string) =>
  caller.request(method, path, undefined, { rawBody, headers: { 'content-type': 'application/json' } });

describe('hostile input on every write route', () => {
  it('has a case for every write route of the OpenAPI document', async () => {
    const doc = (await client.get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
    const writes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((method) => method !== 'get')
        .map((method) => `${method.toUpperCase()} ${path}`),
    );
    // The two uploads are multipart: their hostile cases are below (health records) and in tests/integration/providers/profile.test.ts (photo).
    const covered = [...Object.keys(jsonRoutes()), ...Object.keys(bodilessRoutes()), 'POST /health-records', 'PUT /provider/photo'];
    expect(writes.sort()).toEqual(covered.sort());
  });

  it('names every date field of the OpenAPI document’s JSON bodies, so each gets far dates', async () => {
    const doc = (await client.get('/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const documented = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) =>
        dateFields(operation.requestBody?.content['application/json']?.schema).map((field) => `${method.toUpperCase()} ${path} ${field}`),
      ),
    );
    const swept = Object.entries(jsonRoutes()).flatMap(([name, route]) => (route.dates ?? []).map((field) => `${name} ${field}`));
    expect(swept.sort()).toEqual([...new Set(documented)].sort());
  });

  it('refuses NUL characters and lone surrogates in any text field, huge text and far-future dates, changing nothing', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    for (const [name, route] of Object.entries(jsonRoutes())) {
      for (const value of [...hostileText, huge]) {
        for (const variant of withEachLeaf(route.body, value)) {
          expectRefused(
            await callerOf(route).request(route.method, route.path, variant.body),
            `${name} ${variant.path}=${JSON.stringify(value.slice(0, 12))}`,
          );
        }
      }
      for (const field of route.dates ?? []) {
        for (const date of [...farDates, ...farInstants]) {
          expectRefused(
            await callerOf(route).request(route.method, route.path, { ...route.body, [field]: date }),
            `${name} ${field}=${date}`,
          );
        }
      }
      // Hostile text in a key, too.
      expectRefused(await callerOf(route).request(route.method, route.path, { ...route.body, 'x\u0000': 'y' }), `${name} NUL key`);
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('refuses JSON bodies that are not objects', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    for (const [name, route] of Object.entries(jsonRoutes())) {
      for (const body of nonObjectBodies) expectRefused(await raw(callerOf(route), route.method, route.path, body), `${name} ${body}`);
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('refuses hostile text in path parameters of bodiless writes', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    for (const [name, route] of Object.entries(bodilessRoutes()).filter(([, route]) => route.path.includes('{id}'))) {
      for (const id of ['%00', `${bookingId}%00`, '%ED%A0%80']) {
        expectRefused(await callerOf(route).request(route.method, route.path.replace('{id}', id)), `${name} ${id}`);
      }
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('refuses hostile multipart fields on the health-record upload', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    const fields = { kind: 'lab_report', title: 'CBC', note: 'Fasting', recordedOn: '2026-11-02' };
    // Forms travel as UTF-8, where a lone surrogate cannot exist (it arrives as U+FFFD): NUL is the hostile text here.
    const cases: Record<string, string>[] = [
      ...nul.flatMap((value) => Object.keys(fields).map((key) => ({ ...fields, [key]: value }))),
      ...farDates.map((date) => ({ ...fields, recordedOn: date })),
    ];
    for (const values of cases) {
      const form = new FormData();
      for (const [key, value] of Object.entries(values)) form.set(key, value);
      expectRefused(await client.upload('/api/health-records', form), `upload ${JSON.stringify(values)}`);
    }
    const named = new FormData();
    for (const [key, value] of Object.entries(fields)) named.set(key, value);
    named.set('file', new Blob([new TextEncoder().encode('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }), 'scan\u0000.pdf');
    expectRefused(await client.upload('/api/health-records', named), 'upload NUL file name');
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });
});

function bodilessRoutes(): Record<string, { method: string; path: string; asProvider?: boolean; asAdmin?: boolean }> {
  return {
    'DELETE /admin/ip-whitelist/{id}': { method: 'DELETE', path: '/api/admin/ip-whitelist/{id}', asAdmin: true },
    'POST /admin/emergency/{id}/end': { method: 'POST', path: '/api/admin/emergency/{id}/end', asAdmin: true },
    'DELETE /provider/time-off/{id}': { method: 'DELETE', path: '/api/provider/time-off/{id}', asProvider: true },
    'POST /provider/bookings/{id}/attended': { method: 'POST', path: '/api/provider/bookings/{id}/attended', asProvider: true },
    'POST /provider/bookings/{id}/no-show': { method: 'POST', path: '/api/provider/bookings/{id}/no-show', asProvider: true },
    'POST /provider/bookings/{id}/undo': { method: 'POST', path: '/api/provider/bookings/{id}/undo', asProvider: true },
    'POST /provider/bookings/{id}/payment-received': {
      method: 'POST',
      path: '/api/provider/bookings/{id}/payment-received',
      asProvider: true,
    },
    'POST /bookings/{id}/cancel': { method: 'POST', path: '/api/bookings/{id}/cancel' },
    'POST /notifications/read-all': { method: 'POST', path: '/api/notifications/read-all' },
    'POST /notifications/{id}/read': { method: 'POST', path: '/api/notifications/{id}/read' },
    'DELETE /health-records/{id}': { method: 'DELETE', path: '/api/health-records/{id}' },
    'DELETE /waitlist/{id}': { method: 'DELETE', path: '/api/waitlist/{id}' },
  };
}

describe('hostile input on reads', () => {
  it('answers hostile query text and far dates with a 4xx or an empty answer, never a 500', async () => {
    const paths = [
      '/api/providers?city=%00',
      '/api/providers?q=%00',
      '/api/providers?category=%00',
      '/api/search?q=den%00tist',
      '/api/search?city=%00&q=dentist',
      `/api/providers/${providerId}/slots?from=9999-12-31`,
      `/api/providers/${providerId}/slots?to=9999-12-31`,
      `/api/providers/${providerId}/slots?from=0000-01-01`,
      `/api/providers/${providerId}/slots?from=9999-12-31T00:00:00Z`,
      '/api/bookings?scope=%00',
      '/api/health-records?kind=%00',
      `/api/health-records/${recordId}/file?inline=%00`,
    ];
    for (const path of paths) {
      const response = await client.get(path);
      expect(response.status, `${path}: ${JSON.stringify(response.body).slice(0, 200)}`).toBeLessThan(500);
      if (response.status >= 400) expectRefused(response, path);
    }
  });
});

describe('hostile input to better-auth', () => {
  it('refuses update-user bodies that are not objects, a null name and NUL text, changing nothing', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    for (const body of [...nonObjectBodies, '{"name":null}', '{"name":"A\\u0000"}', '{"name":"\\ud800"}', '{"image":5}']) {
      expectRefused(await raw(client, 'POST', '/api/auth/update-user', body), `update-user ${body}`);
    }
    expect((await client.get('/api/me')).body.user.name).toBe('Priya Sharma');
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('refuses NUL text at sign-up and sign-in, creating no account', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    const visitor = new ApiClient(server.url);
    expectRefused(
      await visitor.post('/api/auth/sign-up/email', { email: 'nul@example.in', password: 'Passw0rd!23', name: 'A\u0000B' }),
      'sign-up name',
    );
    expectRefused(
      await visitor.post('/api/auth/sign-up/email', { email: 'n\u0000ul@example.in', password: 'Passw0rd!23', name: 'AB' }),
      'sign-up email',
    );
    expectRefused(await visitor.post('/api/auth/sign-in/email', { email: 'n\u0000ul@example.in', password: 'x' }), 'sign-in');
    expectRefused(await visitor.post('/api/auth/request-password-reset', { email: 'a\ud800@example.in' }), 'reset');
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });
});

describe('hostile input on the Twilio webhook', () => {
  it('refuses NUL in signed form fields, storing nothing', async () => {
    const before = await databaseFingerprint(server.ctx.db);
    const cases: Record<string, string>[] = [
      { ProfileName: 'Asha\u0000' },
      { MessageSid: 'SM\u0000abc' },
      { Body: 'hi\u0000' },
      { From: 'whatsapp:+91981110\u0000' },
    ];
    for (const extra of cases) {
      const reply = await postSignedForm(server.url, '/webhooks/twilio', whatsappFields('+919811100011', 'hello', extra));
      expect(reply.status, JSON.stringify(extra)).toBe(400);
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });
});

// Last in the file: a line break is valid text in most fields, so these writes succeed and change data.
describe('line breaks and far dates in every body field', () => {
  it('never answers a 5xx to a line break (a formula after one) or a far date in any field of any JSON body', async () => {
    const doc = (await client.get('/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    for (const [name, route] of Object.entries(jsonRoutes())) {
      const [method, path] = name.split(' ') as [string, string];
      const documented = fieldNames(doc.paths[path]?.[method.toLowerCase()]?.requestBody?.content['application/json']?.schema);
      for (const value of [...lineBreaks, farDates[0]!, farInstants[1]!]) {
        const variants = [
          ...withEachLeaf(route.body, value),
          ...[...new Set(documented)].map((field) => ({ path: field, body: { ...route.body, [field]: value } })),
        ];
        for (const variant of variants) {
          const response = await callerOf(route).request(route.method, route.path, variant.body);
          if (response.status >= 500)
            failures.push(`${response.status} ${name} ${variant.path}: ${JSON.stringify(response.body).slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});
