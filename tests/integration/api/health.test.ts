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
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows CORS only from the app origin', async () => {
    const allowed = await fetch(`${server.url}/api/health`, { headers: { origin: 'http://app.test' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://app.test');
    const other = await fetch(`${server.url}/api/health`, { headers: { origin: 'http://evil.test' } });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });
});
