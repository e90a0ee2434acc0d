import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDate } from '#api/core/time-zone.ts';
import { signedUpClient, type ApiClient } from '#tests/support/api-client.ts';
import { startTestServer, testOrigin, type TestServer } from '#tests/support/test-server.ts';
import { signedInAdmin } from '../admin/admin-fixtures.ts';
import { book, signedInProvider } from '../bookings/booking-fixtures.ts';

// DESIGN §4: never a 500 for bad input, far-away dates included. Every query parameter of every
// operation in the OpenAPI document gets far dates and line breaks; date parameters must refuse far
// dates with a 400 (years 0001 and 0099 too, which would otherwise be read as 1901/1999 or 2001).
type Parameter = { in: string; name: string; required?: boolean; schema?: Schema };
type Schema = { type?: string; format?: string; enum?: string[]; anyOf?: Schema[]; allOf?: Schema[] };
type Operation = { parameters?: Parameter[] };

let server: TestServer;
let client: ApiClient;
let provider: ApiClient;
let admin: ApiClient;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startTestServer();
  ({ client } = await signedUpClient(server.url));
  const practice = await signedInProvider(server.ctx.db, server.url, { slots: 3 });
  provider = practice.client;
  ids.providers = practice.provider.id;
  ids.bookings = (await book(client, practice.slots[0]!.id)).body.id;
  const form = new FormData();
  form.set('kind', 'prescription');
  form.set('title', 'Prescription');
  ids['health-records'] = (await client.upload('/api/health-records', form)).body.id;
  ({ client: admin } = await signedInAdmin(server.ctx.db, server.url));
});
afterAll(() => server.close());

const farDates = ['9999-12-31', '0000-01-01', '0001-01-01', '0099-12-31', '+275760-09-13', '-000001-01-01'];
const farInstants = ['9999-12-31T23:59:59Z', '0000-01-01T00:00:00Z', '0001-01-01T00:00:00+05:30', '0099-12-31T10:00:00Z'];
const lineBreaks = ['x\n=HYPERLINK("http://evil.example","click")', 'a\r\n+1', '\r@SUM(A1)'];

/** What every parameter gets (date parameters get every far date and instant in the test above). */
const everyParameterValues = [farDates[0]!, farDates[1]!, farInstants[1]!, ...lineBreaks];

const isDateLike = (schema: Schema | undefined): boolean =>
  schema !== undefined &&
  (schema.format === 'date' ||
    schema.format === 'date-time' ||
    (schema.anyOf ?? []).some(isDateLike) ||
    (schema.allOf ?? []).some(isDateLike));

/** A value the parameter accepts, for the required parameters that are not being swept. */
function plausible(parameter: Parameter): string {
  const schema = parameter.schema ?? {};
  if (schema.enum) return schema.enum[0]!;
  if (isDateLike(schema)) return istDate(new Date());
  if (schema.format === 'uuid') return randomUUID();
  if (schema.type === 'integer' || schema.type === 'number') return '1';
  return 'BM12';
}

/** The path with a real id where the test has one (so checks after the lookup run too), else an unknown one. */
function concretePath(path: string): string {
  const resource = path.split('/')[1]!;
  const id = path.startsWith('/admin/providers/') ? ids.providers! : (ids[resource] ?? randomUUID());
  return `/api${path.replace('{id}', id)}`;
}

const callerOf = (path: string) => (path.startsWith('/admin') ? admin : path.startsWith('/provider/') ? provider : client);

/** The status only: an event stream is left open by the server, so its body is cancelled unread. */
async function statusOf(caller: ApiClient, method: string, path: string) {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { cookie: caller.cookieHeader, origin: testOrigin },
    redirect: 'manual',
  });
  const body = response.status >= 400 ? await response.text() : '';
  if (response.status < 400) await response.body?.cancel();
  return { status: response.status, body };
}

async function operationsWithQueries() {
  const doc = (await client.get('/api/openapi.json')).body as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).flatMap(([method, operation]) => {
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      return query.length === 0 ? [] : [{ method: method.toUpperCase(), path, query }];
    }),
  );
}

function url(path: string, query: Parameter[], values: Record<string, string>) {
  const search = new URLSearchParams();
  for (const parameter of query) if (parameter.required) search.set(parameter.name, plausible(parameter));
  for (const [name, value] of Object.entries(values)) search.set(name, value);
  return `${concretePath(path)}?${search.toString()}`;
}

describe('far dates and line breaks in every query parameter of the OpenAPI document', () => {
  it('has the date parameters the issue named, so the sweep is not empty', async () => {
    const operations = await operationsWithQueries();
    const dated = operations.flatMap((operation) =>
      operation.query.filter((parameter) => isDateLike(parameter.schema)).map((parameter) => `${operation.path} ${parameter.name}`),
    );
    expect(dated).toEqual(
      expect.arrayContaining([
        '/admin/bookings day',
        '/admin/bookings madeTo',
        '/admin/users joinedTo',
        '/admin/emergency/preview from',
        '/provider/bookings date',
        '/admin/providers/{id}/free-slots date',
        '/providers/{id}/slots to',
      ]),
    );
  });

  it('answers a far date in a date parameter with 400, alone or in every date parameter at once', async () => {
    const failures: string[] = [];
    for (const { method, path, query } of await operationsWithQueries()) {
      const dated = query.filter((parameter) => isDateLike(parameter.schema));
      if (dated.length === 0) continue;
      const caller = callerOf(path);
      const baseline = await statusOf(caller, method, url(path, query, baselineValues(path, query)));
      expect(baseline.status, `${method} ${path} with sane values: ${baseline.body.slice(0, 200)}`).toBeLessThan(400);
      for (const value of [...farDates, ...farInstants]) {
        const cases = [...dated.map((parameter) => ({ [parameter.name]: value })), Object.fromEntries(dated.map((p) => [p.name, value]))];
        for (const values of cases) {
          const target = url(path, query, { ...baselineValues(path, query), ...values });
          const { status, body } = await statusOf(caller, method, target);
          if (status !== 400) failures.push(`${status} ${method} ${target} ${body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);

  it('never answers a 5xx to a far date or a line break in any query parameter', async () => {
    const failures: string[] = [];
    for (const { method, path, query } of await operationsWithQueries()) {
      const caller = callerOf(path);
      for (const parameter of query) {
        for (const value of everyParameterValues) {
          const target = url(path, query, { ...baselineValues(path, query), [parameter.name]: value });
          const { status, body } = await statusOf(caller, method, target);
          if (status >= 500) failures.push(`${status} ${method} ${target} ${body.slice(0, 120)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 180_000);
});

/** Query parameters an operation needs together (the Emergency Hub preview names a scope and a period). */
function baselineValues(path: string, query: Parameter[]): Record<string, string> {
  if (path !== '/admin/emergency/preview') return {};
  const names = new Set(query.map((parameter) => parameter.name));
  const from = new Date(Date.now() + 3_600_000).toISOString();
  const to = new Date(Date.now() + 7_200_000).toISOString();
  return Object.fromEntries(Object.entries({ scope: 'city', city: 'Chennai', from, to }).filter(([name]) => names.has(name)));
}
