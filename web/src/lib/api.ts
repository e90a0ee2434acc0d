import { hc, type ClientResponse } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../../api/app-type.ts';
import type { BookingInput, ProfilePatch } from './api-types.ts';

/** An API answer that was not 2xx: the status and the server's closed error code (api/core/errors.ts). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  /** Extra facts some errors carry, such as the address an admin call was refused from. */
  readonly details: Record<string, unknown> | undefined;

  constructor(status: number, code: string, message: string, details?: Record<string, unknown>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

/** fetch failed before any answer: offline, DNS, server down. */
export class NetworkError extends Error {
  constructor(cause: unknown) {
    super('Network request failed', { cause });
    this.name = 'NetworkError';
  }
}

/** An empty filter means no filter: a query value that is undefined or '' stays out of the URL. */
function searchParams(query: Record<string, string | string[]>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query as Record<string, unknown>)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params;
}

/**
 * The API as the server types it (hono/client over `AppType`): a path, its parameters, query and
 * body are checked against the route at compile time. Cookies go with every call (the session).
 */
export const client = hc<AppType>('/api', { init: { credentials: 'include' }, buildSearchParams: searchParams });
export type Api = typeof client;

/** The JSON of the 2xx answers a call can give, as the route declares it. */
export type Success<Answer> =
  Answer extends ClientResponse<infer Body, infer Status, 'json'> ? (Status extends SuccessStatusCode ? Body : never) : never;

/** Reads a non-2xx answer's `{ error: { code, message, details } }` into an ApiError. */
export async function apiError(response: Response | ClientResponse<unknown>): Promise<ApiError> {
  const payload = (await response.json().catch(() => null)) as {
    error?: { code?: string; message?: string; details?: Record<string, unknown> };
  } | null;
  return new ApiError(
    response.status,
    payload?.error?.code ?? 'unknown',
    payload?.error?.message ?? response.statusText,
    payload?.error?.details,
  );
}

/** Waits for a call's answer: NetworkError when there is none, ApiError when it is not 2xx. */
async function settle<Answer extends ClientResponse<unknown, number, string>>(call: Promise<Answer>): Promise<Answer> {
  let response: Answer;
  try {
    response = await call;
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) throw await apiError(response);
  return response;
}

/** One API call's 2xx JSON, typed by its route; a non-2xx answer throws ApiError, no answer NetworkError. */
export async function json<Answer extends ClientResponse<unknown, number, string>>(call: Promise<Answer>): Promise<Success<Answer>> {
  const response = await settle(call);
  return (await response.json()) as Success<Answer>;
}

/** A call whose 2xx answer has no body (204): only its failure matters. */
export async function done(call: Promise<ClientResponse<unknown, number, string>>): Promise<void> {
  await settle(call);
}

export type ProviderFilters = { q?: string; category?: string; city?: string; page?: number };
export type ServiceFilters = Omit<ProviderFilters, 'q'>;

/** Query numbers travel as text, as in any URL. */
const text = (value: number | undefined) => (value === undefined ? undefined : String(value));

export const api = {
  categories: () => json(client.categories.$get()),
  search: (q: string, limit = 8, filters: ServiceFilters = {}) =>
    json(client.search.$get({ query: { q, limit: text(limit), category: filters.category, city: filters.city } })),
  services: (filters: ServiceFilters) =>
    json(client.services.$get({ query: { ...filters, page: text(filters.page), pageSize: text(20) } })),
  service: (id: string) => json(client.services[':id'].$get({ param: { id } })),
  providers: (filters: ProviderFilters) =>
    json(client.providers.$get({ query: { ...filters, page: text(filters.page), pageSize: text(12) } })),
  provider: (id: string) => json(client.providers[':id'].$get({ param: { id } })),
  slots: (providerId: string, serviceId?: string) =>
    json(client.providers[':id'].slots.$get({ param: { id: providerId }, query: { serviceId } })),
  bookings: (scope: 'upcoming' | 'past' | 'all') => json(client.bookings.$get({ query: { scope } })),
  booking: (id: string) => json(client.bookings[':id'].$get({ param: { id } })),
  createBooking: (body: BookingInput) => json(client.bookings.$post({ json: body })),
  cancelBooking: (id: string) => json(client.bookings[':id'].cancel.$post({ param: { id } })),
  rescheduleBooking: (id: string, slotId: string) => json(client.bookings[':id'].reschedule.$post({ param: { id }, json: { slotId } })),
  recordPayment: (id: string, utr: string) => json(client.bookings[':id'].payment.$post({ param: { id }, json: { utr } })),
  notifications: () => json(client.notifications.$get()),
  waitlist: () => json(client.waitlist.$get()),
  joinWaitlist: (body: { providerId: string; date: string; partOfDay?: 'morning' | 'afternoon' | 'evening' }) =>
    json(client.waitlist.$post({ json: body })),
  leaveWaitlist: (id: string) => json(client.waitlist[':id'].$delete({ param: { id } })),
  readAllNotifications: () => json(client.notifications['read-all'].$post()),
  readNotification: (id: string) => json(client.notifications[':id'].read.$post({ param: { id } })),
  quota: () => json(client.me.quota.$get()),
  bookingBlock: () => json(client.me['booking-block'].$get()),
  me: () => json(client.me.$get()),
  updateProfile: (patch: ProfilePatch) => json(client.me.profile.$patch({ json: patch })),
};
