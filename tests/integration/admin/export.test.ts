import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminActions, bookings, complaints, profiles, timeSlots, transactions, user } from '#db/schema/index.ts';
import type { ApiClient } from '#tests/support/api-client.ts';
import { signedUpClient, uniqueEmail } from '#tests/support/api-client.ts';
import { csvRecords, parseCsv } from '#tests/support/csv.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';
import { signedInAdmin } from './admin-fixtures.ts';

let server: TestServer;
let admin: ApiClient;
let adminId: string;

beforeAll(async () => {
  server = await startTestServer();
  const signedIn = await signedInAdmin(server.ctx.db, server.url);
  admin = signedIn.client;
  adminId = signedIn.user.id;
});
afterAll(() => server.close());

/** The whole filtered list through the admin list API, 100 rows a page. */
async function wholeList<Row>(path: string, query: string): Promise<{ items: Row[]; total: number }> {
  const items: Row[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await admin.get(`${path}?${query}&page=${page}&pageSize=100`);
    expect(answer.status).toBe(200);
    items.push(...(answer.body.items as Row[]));
    if (items.length >= answer.body.total || answer.body.items.length === 0) return { items, total: answer.body.total };
  }
}

async function download(path: string) {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie: admin.cookieHeader, origin: 'http://app.test' } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

const tamilNames = ['கார்த்திக் சுப்பிரமணியன்', 'மீனா ராஜேந்திரன்', 'अनीता शर्मा', 'Ravi Kumar'];

describe('CSV export', () => {
  it('streams a few thousand bookings that parse back equal to the filtered list: BOM, header, IST, rupees, Tamil names, formula cells escaped', async () => {
    const db = server.ctx.db;
    const total = 1_250;
    const starts = Array.from({ length: total }, (_, index) => new Date(Date.UTC(2026, 0, 1, 4, 0) + index * 3_600_000));
    const { provider, services } = await makeProvider(db, { name: 'Dr. Export Test', slotStarts: starts, slotMinutes: 30 });
    const slots = await db.select().from(timeSlots).where(eq(timeSlots.providerId, provider.id)).orderBy(asc(timeSlots.startsAt));
    const clientIds = tamilNames.map(() => randomUUID());
    await db.insert(user).values(clientIds.map((id, index) => ({ id, name: tamilNames[index]!, email: `export.${id}@example.in` })));
    const formula = '=HYPERLINK("http://evil.example","click")';
    // Bulk: one insert of every booking, as the bench seeds.
    await db.insert(bookings).values(
      slots.map((slot, index) => ({
        userId: clientIds[index % clientIds.length]!,
        providerId: provider.id,
        serviceId: services[0]!.id,
        slotId: slot.id,
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        name: index === 7 ? formula : tamilNames[index % tamilNames.length]!,
        phone: '+919840012345',
        status: index % 3 === 0 ? ('cancelled' as const) : ('completed' as const),
        amountPaise: 149_950 + index,
        paymentStatus: 'paid' as const,
      })),
    );

    const filter = `providerId=${provider.id}&status=completed`;
    const list = await wholeList<{ id: string; client: { name: string }; amountPaise: number; date: string; time: string }>(
      '/api/admin/bookings',
      filter,
    );
    expect(list.total).toBe(total - Math.ceil(total / 3));

    const { response, bytes, text } = await download(`/api/admin/export/bookings.csv?${filter}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv; charset=utf-8/);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="bookmitra-bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(response.headers.get('x-export-rows')).toBe(String(list.total));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);

    const records = csvRecords(text);
    expect(records).toHaveLength(list.total);
    const byId = new Map(records.map((record) => [record.booking_id, record]));
    expect(new Set(byId.keys())).toEqual(new Set(list.items.map((item) => item.id)));
    for (const item of list.items) {
      const record = byId.get(item.id)!;
      expect(record.amount_inr).toBe((item.amountPaise / 100).toFixed(2));
      expect([record.date_ist, record.time_ist]).toEqual([item.date, item.time]);
      expect(record.client_name).toBe(item.client.name.startsWith('=') ? `'${item.client.name}` : item.client.name);
      // The screens' words, not the enum's: a completed booking reads "Attended" on every admin screen.
      expect([record.status, record.channel, record.payment_status]).toEqual(['Attended', 'Web', 'Paid']);
    }
    // The first slot is 04:00 UTC = 09:30 IST; its booking is cancelled, the second (10:30 IST) is not.
    expect(records.some((record) => record.date_ist === '2026-01-01' && record.time_ist === '10:30')).toBe(true);
    expect(records.map((record) => record.client_name)).toContain('கார்த்திக் சுப்பிரமணியன்');
    expect(records.map((record) => record.client_name)).toContain('अनीता शर्मा');
    // A phone starts with +: prefixed too, so no spreadsheet reads any cell as a formula.
    expect(records[0]!.client_phone).toBe("'+919840012345");
    expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);

    const [action] = await server.ctx.db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.adminId, adminId), eq(adminActions.action, 'export.csv'), eq(adminActions.targetId, 'bookings')));
    expect(action?.data).toMatchObject({ filters: { providerId: provider.id, status: 'completed' }, estimatedRows: list.total });
  });

  it('exports users, providers, payments and complaints with their lists’ filters', async () => {
    const db = server.ctx.db;
    const marker = `exp${Date.now()}`;
    const ids = Array.from({ length: 30 }, () => randomUUID());
    await db
      .insert(user)
      .values(
        ids.map((id, index) => ({ id, name: `${index % 2 ? 'மீனா' : 'Meena'} ${marker} ${index}`, email: `${marker}.${index}@example.in` })),
      );
    await db.insert(profiles).values(ids.map((id, index) => ({ userId: id, city: index % 3 === 0 ? 'Madurai' : 'Chennai' })));
    const users = await wholeList<{ id: string; name: string }>('/api/admin/users', `q=${marker}&city=Madurai`);
    const userCsv = csvRecords((await download(`/api/admin/export/users.csv?q=${marker}&city=Madurai`)).text);
    expect(userCsv.map((row) => row.user_id).sort()).toEqual(users.items.map((row) => row.id).sort());
    expect(userCsv.map((row) => row.name).sort()).toEqual(users.items.map((row) => row.name).sort());
    expect(userCsv).toHaveLength(10);
    expect(new Set(userCsv.map((row) => `${row.role} · ${row.plan}`))).toEqual(new Set(['Client · Free']));

    await makeProvider(db, { name: `டாக்டர் ${marker}`, city: 'Madurai', verification: 'pending' });
    await makeProvider(db, { name: `Dr. ${marker}`, city: 'Madurai', verification: 'verified' });
    const providerCsv = csvRecords((await download(`/api/admin/export/providers.csv?q=${marker}&verification=pending`)).text);
    expect(providerCsv.map((row) => [row.name, row.verification, row.city])).toEqual([[`டாக்டர் ${marker}`, 'Pending', 'Madurai']]);
    expect(providerCsv[0]!.category).not.toMatch(/^[a-z_]+$/);

    await db.insert(transactions).values([
      { userId: ids[0]!, amountPaise: 99_900, kind: 'plan', plan: 'pro', method: 'upi', reference: '123456789012', status: 'pending' },
      { userId: ids[1]!, amountPaise: 1_50_000, kind: 'plan', plan: 'pro', method: 'upi', reference: '123456789013', status: 'succeeded' },
    ]);
    const paymentCsv = csvRecords((await download(`/api/admin/export/payments.csv?q=${marker}&status=succeeded`)).text);
    expect(paymentCsv.map((row) => [row.client_name, row.amount_inr, row.status, row.utr])).toEqual([
      [`மீனா ${marker} 1`, '1500.00', 'Verified', '123456789013'],
    ]);
    expect(paymentCsv.map((row) => [row.kind, row.plan, row.method])).toEqual([['Plan', 'Pro plan', 'UPI']]);

    await db.insert(complaints).values({ userId: ids[2]!, subject: `+${marker} refund`, body: 'பணம் திரும்ப வேண்டும்', channel: 'web' });
    const complaintCsv = csvRecords((await download(`/api/admin/export/complaints.csv?q=${marker}`)).text);
    expect(complaintCsv.map((row) => [row.subject, row.text, row.status])).toEqual([[`'+${marker} refund`, 'பணம் திரும்ப வேண்டும்', 'Open']]);
  });

  it('quotes planted line breaks and neutralises a formula at the start of any line, in all five exports', async () => {
    const db = server.ctx.db;
    const marker = `brk${Date.now()}`;
    // A new line that starts with a formula: unquoted, a spreadsheet makes it a row of its own that runs it.
    const planted = (what: string) => `${what} ${marker}\n=HYPERLINK("http://evil.example","click")`;
    // With no quote or comma, only the line break itself can make the cell quoted.
    const bare = (what: string) => `${what} ${marker}\n=1+2`;
    const carriage = (what: string) => `${what} ${marker}\r+1+1\r\n@SUM(A1)`;
    const { client, user: account } = await signedUpClient(server.url, { email: uniqueEmail('planter'), name: bare('name') });
    expect((await client.patch('/api/me/profile', { city: carriage('city') })).status).toBe(200);
    const practice = await signedInProvider(db, server.url, { slots: 2 });
    const changed = await practice.client.patch('/api/provider/profile', {
      name: planted('provider'),
      city: carriage('city'),
      address: '12 Anna Salai',
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    // A listed provider's new name waits for an admin (issue 22.7): an admin who approves it unread publishes it.
    expect((await admin.post(`/api/admin/provider-names/${practice.provider.id}/approve`, {})).status).toBe(200);
    const booked = await book(client, practice.slots[0]!.id, { name: bare('booking'), phone: '+919840012345' });
    expect(booked.status).toBe(201);
    expect((await client.post('/api/complaints', { subject: planted('subject'), body: bare('text') })).status).toBe(201);
    expect((await client.post('/api/plans/purchase', { plan: 'pro', utr: '412356789555' })).status).toBe(201);

    const neutralised = (text: string) => text.replace(/(^|\r\n|\r|\n)(?=[=+\-@\t\r])/g, "$1'");
    const exports = {
      users: `q=${marker}`,
      providers: `q=${marker}`,
      bookings: `providerId=${practice.provider.id}`,
      payments: `userId=${account.id}`,
      complaints: `q=${marker}`,
    };
    const expected = {
      users: { name: bare('name'), city: carriage('city') },
      providers: { name: planted('provider'), city: carriage('city') },
      bookings: { client_name: bare('booking'), provider: planted('provider'), provider_city: carriage('city') },
      payments: { client_name: bare('name') },
      complaints: { subject: planted('subject'), text: bare('text'), client_name: bare('name') },
    };
    for (const [kind, filter] of Object.entries(exports)) {
      const { response, text } = await download(`/api/admin/export/${kind}.csv?${filter}`);
      expect(response.status, kind).toBe(200);
      const [header, ...rows] = parseCsv(text);
      expect(rows, kind).toHaveLength(1);
      // Every row keeps the header's columns: no planted line break started a row of its own.
      expect(rows[0], kind).toHaveLength(header!.length);
      const record = csvRecords(text)[0]!;
      for (const [column, value] of Object.entries(expected[kind as keyof typeof expected])) {
        expect(record[column], `${kind} ${column}`).toBe(neutralised(value));
      }
      // A spreadsheet that splits the file on line breaks alone still sees no line that starts a formula.
      expect(
        text.split(/\r\n|\r|\n/).filter((line) => /^[=+\-@]/.test(line)),
        kind,
      ).toEqual([]);
    }
  });

  it('refuses bad filters (400) and non-admins (401, 403)', async () => {
    expect((await admin.get('/api/admin/export/bookings.csv?status=lost')).status).toBe(400);
    expect((await admin.get('/api/admin/export/users.csv?nonsense=1')).status).toBe(400);
    const anonymous = await fetch(`${server.url}/api/admin/export/bookings.csv`);
    expect(anonymous.status).toBe(401);
    const { client } = await signedUpClient(server.url, { name: 'Nosy Client' });
    expect((await client.get('/api/admin/export/bookings.csv')).status).toBe(403);
    const provider = await signedUpClient(server.url, { name: 'Nosy Provider' });
    await server.ctx.db.update(user).set({ role: 'provider' }).where(eq(user.id, provider.user.id));
    expect((await provider.client.get('/api/admin/export/complaints.csv')).status).toBe(403);
  });
});
