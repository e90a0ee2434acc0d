import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressThresholdBytes } from '#api/middleware/compress.ts';
import { makeProvider } from '#tests/factories/catalog.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

type RawAnswer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET that keeps the bytes as sent: fetch would decode them and hide the encoding. */
function rawGet(url: string, headers: Record<string, string> = {}) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(answer: RawAnswer) {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return gunzipSync(answer.body);
  return answer.body;
}

let server: TestServer;
let scriptPath: string;
let stylePath: string;

beforeAll(async () => {
  server = await startTestServer();
  // The hashed names change with every build: read them from the shell, as a browser does (the shell
  // of a path the build does not prerender: a prerendered page names its scripts in its loader).
  const shell = (await rawGet(`${server.url}/signin`)).body.toString();
  scriptPath = /<script type="module"[^>]* src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1] ?? '';
  stylePath = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(shell)?.[1] ?? '';
});
afterAll(() => server.close());

describe('built assets', () => {
  it('are sent precompressed with brotli, gzip or neither as Accept-Encoding asks, each decoding to the same file', async () => {
    expect(scriptPath).toMatch(/^\/assets\/index-.+\.js$/);
    const plain = await rawGet(`${server.url}${scriptPath}`);
    const br = await rawGet(`${server.url}${scriptPath}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await rawGet(`${server.url}${scriptPath}`, { 'accept-encoding': 'gzip, deflate' });
    expect([plain.headers['content-encoding'], br.headers['content-encoding'], gzip.headers['content-encoding']]).toEqual([
      undefined,
      'br',
      'gzip',
    ]);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 3);
    expect(gzip.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    expect(decode(br).equals(plain.body)).toBe(true);
    expect(decode(gzip).equals(plain.body)).toBe(true);
    expect(Number(br.headers['content-length'])).toBe(br.body.byteLength);
  });

  it('say Vary: Accept-Encoding and keep the immutable caching in every encoding', async () => {
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const answer = await rawGet(`${server.url}${stylePath}`, { 'accept-encoding': acceptEncoding });
      expect(answer.status).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/css/);
      expect(answer.headers.vary).toBe('Accept-Encoding');
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('honour q-values: a refused brotli gets gzip', async () => {
    const answer = await rawGet(`${server.url}${scriptPath}`, { 'accept-encoding': 'br;q=0, gzip;q=0.8' });
    expect(answer.headers['content-encoding']).toBe('gzip');
  });

  it('answer a missing hashed asset with 404, not the app shell', async () => {
    const answer = await rawGet(`${server.url}/assets/index-missing.js`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(404);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  });
});

describe('pages', () => {
  it('send a deep link the shell compressed, never cached without revalidation, and 304 on a matching ETag', async () => {
    const answer = await rawGet(`${server.url}/bookings`, { 'accept-encoding': 'br' });
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(decode(answer).toString()).toContain('<div id="root">');
    const etag = String(answer.headers.etag);
    const again = await rawGet(`${server.url}/bookings`, { 'accept-encoding': 'br', 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
  });
});

describe('prerendered pages', () => {
  it('are sent for the public pages they were made for, and the empty shell everywhere else', async () => {
    const prerendered = async (path: string) =>
      decode(await rawGet(`${server.url}${path}`, { 'accept-encoding': 'br' }))
        .toString()
        .includes('data-prerendered');
    expect({
      landing: await prerendered('/'),
      providers: await prerendered('/providers'),
      provider: await prerendered('/providers/some-id'),
      bookings: await prerendered('/bookings'),
      signin: await prerendered('/signin'),
    }).toEqual({ landing: true, providers: true, provider: true, bookings: false, signin: false });
  });

  it('name the API answers they will ask for in a Link preload header, as the web app writes their URLs', async () => {
    const links = async (path: string) =>
      String((await rawGet(`${server.url}${path}`)).headers.link ?? '')
        .split(', ')
        .filter(Boolean)
        .map((link) => /^<([^>]+)>/.exec(link)?.[1]);
    expect(await links('/')).toEqual(['/api/auth/get-session', '/api/categories']);
    expect(await links('/providers?city=Pune&category=doctor&x=1')).toEqual([
      '/api/auth/get-session',
      '/api/providers?category=doctor&city=Pune&pageSize=12',
    ]);
    expect(await links('/providers/abc')).toEqual(['/api/auth/get-session', '/api/providers/abc']);
    expect(await links('/bookings')).toEqual([]);
    expect((await rawGet(`${server.url}/`)).headers.link).toContain('rel=preload; as=fetch; crossorigin=use-credentials');
  });

  it("a provider's page is rendered with the provider, carries its data and preloads its first service's slots", async () => {
    const { provider, services } = await makeProvider(server.database.db, {
      name: 'Dr. <Asha> Rao',
      specialty: '</script><script>alert(1)</script>',
      services: [{ name: 'Consultation' }, { name: 'Follow-up' }],
    });
    const answer = await rawGet(`${server.url}/providers/${provider.id}`, { 'accept-encoding': 'br' });
    const html = decode(answer).toString();
    expect([answer.status, answer.headers['content-encoding'], answer.headers['cache-control']]).toEqual([200, 'br', 'no-cache']);
    expect(html).toContain('Dr. &lt;Asha&gt; Rao</h1>');
    expect(html).toContain(`<script type="application/json" id="page-data">{"provider":{"id":"${provider.id}"`);
    // A provider's texts cannot close the data element (nor start a script of their own).
    expect(html).not.toContain('</script><script>alert(1)');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");
    expect(
      String(answer.headers.link)
        .split(', ')
        .map((link) => /^<([^>]+)>/.exec(link)?.[1]),
    ).toEqual(['/api/auth/get-session', `/api/providers/${provider.id}/slots?serviceId=${services[0]?.id}`]);
  });

  it('do not send the server-side entry or its templates', async () => {
    for (const path of ['/ssr/prerender.js', '/ssr/provider.html']) {
      expect(decode(await rawGet(`${server.url}${path}`)).toString()).not.toMatch(/renderPage|ssr-outlet/);
    }
  });

  it('are not reachable under their file names', async () => {
    const answer = await rawGet(`${server.url}/pages/landing.html`);
    expect(decode(answer).toString()).not.toContain('data-prerendered');
  });
});

describe('JSON answers', () => {
  it('are compressed above the threshold in the encoding the client prefers, with Vary', async () => {
    const plain = await rawGet(`${server.url}/api/openapi.json`);
    expect(plain.body.byteLength).toBeGreaterThan(compressThresholdBytes);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    for (const [acceptEncoding, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
    ] as const) {
      const answer = await rawGet(`${server.url}/api/openapi.json`, { 'accept-encoding': acceptEncoding });
      expect(answer.headers['content-encoding']).toBe(expected);
      expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      expect(Number(answer.headers['content-length'])).toBe(answer.body.byteLength);
      expect(answer.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
      expect(JSON.parse(decode(answer).toString())).toEqual(JSON.parse(plain.body.toString()));
    }
  });

  it('below the threshold are sent as they are', async () => {
    const answer = await rawGet(`${server.url}/api/health`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.body.byteLength).toBeLessThan(compressThresholdBytes);
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(answer.body.toString())).toMatchObject({ status: 'ok' });
  });

  it('keep their other headers and status when compressed', async () => {
    const answer = await rawGet(`${server.url}/api/openapi.json`, { 'accept-encoding': 'br' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['x-request-id']).toMatch(/.+/);
  });
});
