import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { ApiError, client, json, NetworkError } from '../../../web/src/lib/api.ts';
import type { Booking } from '../../../web/src/lib/api-types.ts';
import { healthRecordsApi } from '../../../web/src/features/health-records/api/health-records-api.ts';

const bookingId = 'd07f573a-1b2c-4d5e-8f90-a1b2c3d4e5f6';

/** Replaces fetch with one that answers `body` with `status`, and returns the spy to read the request from. */
function answer(status: number, body: unknown) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe('the typed API client', () => {
  it('calls the route under /api with the session cookie, a JSON body and the answer typed by the route', async () => {
    const fetch = answer(200, { id: bookingId });
    const booking = await json(client.bookings[':id'].reschedule.$post({ param: { id: bookingId }, json: { slotId: 's1' } }));
    expectTypeOf(booking).toEqualTypeOf<Booking>();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(`/api/bookings/${bookingId}/reschedule`);
    expect(init).toMatchObject({ method: 'POST', credentials: 'include', body: JSON.stringify({ slotId: 's1' }) });
    expect(new Headers(init.headers).get('content-type')).toBe('application/json');
  });

  it('leaves an empty or missing query value out of the URL, as an empty filter means none', async () => {
    const fetch = answer(200, { items: [], total: 0 });
    await json(client.providers.$get({ query: { q: '', city: 'Pune', category: undefined, page: '2' } }));
    expect(fetch.mock.calls[0]![0]).toBe('/api/providers?city=Pune&page=2');
  });

  it('uploads a health record as multipart form data, leaving out the fields the form did not fill', async () => {
    const fetch = answer(201, { id: bookingId });
    const file = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' });
    await healthRecordsApi.create({ kind: 'scan', title: 'Knee', note: '', recordedOn: undefined, file });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/health-records');
    const body = init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual(['kind', 'title', 'note', 'file']);
    expect(new Headers(init.headers).has('content-type')).toBe(false);
    expect(healthRecordsApi.fileUrl(bookingId, true)).toBe(`/api/health-records/${bookingId}/file?inline=1`);
    expect(healthRecordsApi.fileUrl(bookingId)).toBe(`/api/health-records/${bookingId}/file`);
  });

  it('throws the server error as ApiError with its status, code, message and details', async () => {
    answer(403, { error: { code: 'ip_not_allowed', message: 'Not from here', details: { ipAddress: '10.0.0.1' } } });
    const failure = json(client.admin.access.$get());
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({
      status: 403,
      code: 'ip_not_allowed',
      message: 'Not from here',
      details: { ipAddress: '10.0.0.1' },
    });
  });

  it('throws NetworkError when no answer came', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(json(client.categories.$get())).rejects.toBeInstanceOf(NetworkError);
  });

  it('rejects a wrong path, a wrong parameter and a wrong body at typecheck', () => {
    // Never run: only the compiler reads these calls.
    const probes = () => [
      // @ts-expect-error -- no such route
      client.bookingz.$get(),
      // @ts-expect-error -- GET /bookings/:id has no POST
      client.bookings[':id'].$post({ param: { id: bookingId } }),
      // @ts-expect-error -- the path parameter is `id`
      client.bookings[':id'].$get({ param: { bookingId } }),
      // @ts-expect-error -- a reschedule names the new slot
      client.bookings[':id'].reschedule.$post({ param: { id: bookingId }, json: { slot: 's1' } }),
      // @ts-expect-error -- a query value is text, not a number
      client.providers.$get({ query: { page: 2 } }),
    ];
    expect(typeof probes).toBe('function');
  });
});
