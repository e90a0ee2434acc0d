import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerPhotos } from '#db/schema/index.ts';
import { ApiClient } from '#tests/support/api-client.ts';
import { databaseFingerprint } from '#tests/support/db-fingerprint.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';
import { signedInProvider } from '../bookings/booking-fixtures.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function photoForm(bytes: Uint8Array<ArrayBuffer>, name = 'me.png', type = 'image/png') {
  const form = new FormData();
  form.set('photo', new Blob([bytes], { type }), name);
  return form;
}

async function image(width: number, height: number, format: 'png' | 'jpeg'): Promise<Uint8Array<ArrayBuffer>> {
  const canvas = sharp({ create: { width, height, channels: 3, background: '#2a9d8f' } });
  return new Uint8Array(await (format === 'png' ? canvas.png() : canvas.jpeg()).toBuffer());
}

describe("a provider's profile", () => {
  it('changes bio, languages, area and address; the public page shows them', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const changed = await provider.client.patch('/api/provider/profile', {
      bio: 'Family physician for 20 years.',
      languages: ['en', 'ta'],
      area: 'Adyar',
      address: '4, Gandhi Nagar 1st Main Road',
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ bio: 'Family physician for 20 years.', languages: ['en', 'ta'], area: 'Adyar' });
    expect((await provider.client.get('/api/provider/profile')).body.address).toBe('4, Gandhi Nagar 1st Main Road');
    const page = (await new ApiClient(server.url).get(`/api/providers/${provider.provider.id}`)).body;
    expect(page).toMatchObject({ bio: 'Family physician for 20 years.', area: 'Adyar' });
  });

  it('needs an address unless the provider visits clients at home', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const refused = await provider.client.patch('/api/provider/profile', { address: null, visitsAtHome: false });
    expect(refused.status).toBe(400);
    expect((await provider.client.patch('/api/provider/profile', { address: null, visitsAtHome: true })).status).toBe(200);
  });

  it('takes a photo by its bytes, crops and resizes it for cards, and serves it with a versioned URL', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const stored = await provider.client.request(
      'PUT',
      '/api/provider/photo',
      photoForm(await image(1200, 800, 'jpeg'), 'me.png', 'image/png'),
    );
    expect(stored.status).toBe(200);
    expect(stored.body.avatarUrl).toMatch(new RegExp(`^/api/providers/${provider.provider.id}/photo\\?v=\\d+$`));
    const served = await fetch(`${server.url}${stored.body.avatarUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    const meta = await sharp(new Uint8Array(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 400, height: 400 });
    const card = (await new ApiClient(server.url).get(`/api/providers/${provider.provider.id}`)).body;
    expect(card.avatarUrl).toBe(stored.body.avatarUrl);
  });

  it('refuses a file that is not an image (415), one over 2 MB (413) and an unreadable image (400), storing nothing', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const before = await databaseFingerprint(server.ctx.db);
    const text = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    expect((await provider.client.request('PUT', '/api/provider/photo', photoForm(text, 'me.png'))).status).toBe(415);
    const huge = new Uint8Array(2 * 1024 * 1024 + 100);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await provider.client.request('PUT', '/api/provider/photo', photoForm(huge))).status).toBe(413);
    const broken = new Uint8Array(1000);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    expect((await provider.client.request('PUT', '/api/provider/photo', photoForm(broken, 'me.jpg', 'image/jpeg'))).status).toBe(400);
    expect((await provider.client.request('PUT', '/api/provider/photo', { photo: 'abc' })).status).toBe(400);
    expect(await server.ctx.db.select().from(providerPhotos).where(eq(providerPhotos.providerId, provider.provider.id))).toEqual([]);
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });

  it('refuses bad profile changes with 400, changing nothing', async () => {
    const provider = await signedInProvider(server.ctx.db, server.url);
    const before = await databaseFingerprint(server.ctx.db);
    for (const body of [
      {},
      { languages: [] },
      { languages: ['english'] },
      { name: 'X' },
      { bio: 'Kind\u0000' },
      { verification: 'verified' },
      { ratingAvg: 5 },
    ]) {
      const response = await provider.client.patch('/api/provider/profile', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await databaseFingerprint(server.ctx.db)).toEqual(before);
  });
});
