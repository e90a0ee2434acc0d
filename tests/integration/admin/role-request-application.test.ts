import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#db/schema/index.ts';
import { signedUpClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const application = {
  displayName: 'Kavya Bridal Studio',
  category: 'salon',
  specialty: 'Bridal makeup',
  city: 'Chennai',
  area: 'T. Nagar',
  languages: ['ta', 'en'],
  phone: '98400 55555',
  bio: 'Bridal and party makeup, 8 years.',
  address: null,
  visitsAtHome: true,
  slotMinutes: 60,
  services: [
    { name: 'Bridal makeup', durationMinutes: 180, pricePaise: 1_500_000 },
    { name: 'Party makeup', durationMinutes: 60, pricePaise: 300_000, description: 'Evening look' },
  ],
  hours: [
    { weekday: 6, from: '09:00', to: '13:00' },
    { weekday: 0, from: '10:00', to: '18:00' },
  ],
};

describe('an admin sees the whole provider application before deciding', () => {
  it('lists the phone, home visits or address, languages, services with prices, and the weekly hours', async () => {
    const { client: applicant } = await signedUpClient(server.url, { name: 'Kavya R' });
    const filed = await applicant.post('/api/provider-applications', application);
    expect(filed.status).toBe(201);
    const { client: admin, user: account } = await signedUpClient(server.url, { name: 'Asha Admin' });
    await server.ctx.db.update(user).set({ role: 'admin' }).where(eq(user.id, account.id));

    const list = await admin.get('/api/admin/role-requests?status=pending');
    expect(list.status).toBe(200);
    const request = list.body.find((row: { id: string }) => row.id === filed.body.id);
    expect(request).toMatchObject({
      user: { name: 'Kavya R' },
      provider: { name: 'Kavya Bridal Studio', category: 'salon', specialty: 'Bridal makeup', city: 'Chennai', area: 'T. Nagar' },
      application: {
        phone: '+919840055555',
        address: null,
        visitsAtHome: true,
        languages: ['ta', 'en'],
        bio: 'Bridal and party makeup, 8 years.',
        slotMinutes: 60,
        services: [
          { name: 'Bridal makeup', durationMinutes: 180, pricePaise: 1_500_000, description: null },
          { name: 'Party makeup', durationMinutes: 60, pricePaise: 300_000, description: 'Evening look' },
        ],
        // Sunday first, then by start: the week as the hours screen shows it.
        hours: [
          { weekday: 0, startMinute: 600, endMinute: 1080 },
          { weekday: 6, startMinute: 540, endMinute: 780 },
        ],
      },
    });

    // The decision answers with the same application (approving publishes what the admin saw).
    const approved = await admin.post(`/api/admin/role-requests/${filed.body.id}/approve`, {});
    expect(approved.status).toBe(200);
    expect(approved.body.application.services.map((service: { name: string }) => service.name)).toEqual(['Bridal makeup', 'Party makeup']);
  });
});
