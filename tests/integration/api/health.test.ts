import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  client = new ApiClient(server.url);
});
afterAll(() => server.close());

describe('system routes', () => {
  it('reports health with the database status', async () => {
    const response = await client.get('/api/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 'ok', db: { status: 'ok' } });
  });

  it('publishes the API as OpenAPI', async () => {
    const response = await client.get('/api/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    expect(Object.keys(response.body.paths)).toContain('/health');
  });

  it('answers unknown API paths with a 404 in the error shape', async () => {
    const response = await client.get('/api/nope');
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: { code: 'not_found', message: expect.any(String) } });
  });

  it('tags every response with a request id and secure headers', async () => {
    const response = await client.get('/api/health');
    expect(response.headers.get('x-request-id')).toMatch(/.+/);
    expect(
      Object.fromEntries(
        [...response.headers].filter(([name]) =>
          /^(x-content-type-options|x-frame-options|strict-transport-security|referrer-policy|cross-origin-opener-policy)$/.test(name),
        ),
      ),
    ).toEqual({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'SAMEORIGIN',
      'strict-transport-security': 'max-age=15552000; includeSubDomains',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
    });
    // Errors and the web app's pages carry them too.
    expect((await client.get('/api/nowhere')).headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('allows CORS only from the app origin', async () => {
    const allowed = await fetch(`${server.url}/api/health`, { headers: { origin: 'http://app.test' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(allowed.headers.get('access-control-allow-credentials')).toBe('true');
    expect(allowed.headers.get('vary')).toMatch(/Origin/);
    const other = await fetch(`${server.url}/api/health`, { headers: { origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflights and adds CORS headers to routes that build their own responses (auth)', async () => {
    const preflight = await fetch(`${server.url}/api/bookings`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(preflight.headers.get('access-control-allow-methods')).toMatch(/POST/);
    expect(preflight.headers.get('access-control-max-age')).toBe('600');

    const auth = await fetch(`${server.url}/api/auth/get-session`, { headers: { origin: 'http://app.test' } });
    expect(auth.status).toBe(200);
    expect(auth.headers.get('access-control-allow-origin')).toBe('http://app.test');
    expect(auth.headers.get('access-control-allow-credentials')).toBe('true');
    // Security headers are on every answer, whoever built it.
    expect(auth.headers.get('x-content-type-options')).toBe('nosniff');
    expect(auth.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });
});
