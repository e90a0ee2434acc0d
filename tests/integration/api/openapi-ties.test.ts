import { resolver } from 'hono-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient } from '#tests/support/api-client.ts';
import { ties } from '#tests/support/openapi-ties.ts';
import { startTestServer, type TestServer } from '#tests/support/test-server.ts';

type Operation = { responses?: Record<string, { content?: Record<string, { schema?: unknown }> }> };
type OpenApiDocument = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, unknown> } };

let server: TestServer;
let document: OpenApiDocument;

beforeAll(async () => {
  server = await startTestServer();
  document = (await new ApiClient(server.url).get('/api/openapi.json')).body as OpenApiDocument;
});
afterAll(() => server.close());

/** Each route and method of the ties file, as the document names them (`/x/{id}`, `get`). */
const entries = Object.entries(ties).flatMap(([path, methods]) =>
  Object.entries(methods as Record<string, unknown>).map(([method, entry]) => ({
    route: `${method.slice(1).toUpperCase()} ${path}`,
    path: path.replace(/:(\w+)/g, '{$1}'),
    method: method.slice(1),
    entry,
  })),
);

/** The JSON schema of the success answer (200 or 201) the document gives the route, if any. */
function documentedSuccess(path: string, method: string): unknown {
  const responses = document.paths[path]?.[method]?.responses ?? {};
  const success = responses['200'] ?? responses['201'];
  return success?.content?.['application/json']?.schema;
}

describe('the OpenAPI ties (tests/support/openapi-ties.ts, checked by tsc against each handler)', () => {
  it('name a zod schema or a reason for every route', () => {
    expect(entries.length).toBeGreaterThan(100);
    for (const { entry } of entries)
      expect(entry instanceof z.ZodType || (typeof entry === 'object' && entry !== null && 'untied' in entry)).toBe(true);
  });

  it('are the schemas the served document gives each tied route', async () => {
    const tied = entries.flatMap(({ entry, ...route }) => (entry instanceof z.ZodType ? [{ ...route, schema: entry }] : []));
    expect(tied.length).toBeGreaterThan(100);
    for (const { route, path, method, schema } of tied) {
      const expected = await resolver(schema).toOpenAPISchema();
      expect({ route, schema: documentedSuccess(path, method) }).toEqual({ route, schema: expected.schema });
      // A named schema (a $ref) must be the same in the document's components.
      for (const [name, component] of Object.entries(expected.components?.schemas ?? {}))
        expect({ route, name, component: document.components?.schemas?.[name] }).toEqual({ route, name, component });
    }
  });

  it('leave untied only routes whose success answer the document gives no JSON body', () => {
    for (const { route, path, method, entry } of entries) {
      if (entry instanceof z.ZodType) continue;
      expect({ route, json: documentedSuccess(path, method) }).toEqual({ route, json: undefined });
    }
  });
});
