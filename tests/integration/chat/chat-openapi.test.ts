import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('the chat routes in the OpenAPI document', () => {
  it('lists POST /chat and GET /chat/{id}', async () => {
    const { status, body } = await new ApiClient(server.url).get('/api/openapi.json');
    expect(status).toBe(200);
    expect(body.paths['/chat']).toHaveProperty('post');
    expect(body.paths['/chat/{id}']).toHaveProperty('get');
  });
});
