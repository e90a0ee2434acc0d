import type {
  Booking,
  Category,
  Me,
  NotificationList,
  ProfilePatch,
  ProviderDetail,
  ProviderPage,
  Quota,
  SearchHit,
  ServiceListing,
  ServiceListingPage,
  Slot,
} from './api-types.ts';

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

type Query = Record<string, string | number | undefined>;

function withQuery(path: string, query: Query = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}

function encodeBody(body: unknown): { headers: Record<string, string>; body?: BodyInit } {
  if (body === undefined) return { headers: {} };
  // The browser writes a multipart body's content type itself (with its boundary).
  if (body instanceof FormData) return { headers: {}, body };
  return { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

/** One API call: JSON (or a FormData upload) in, JSON out; a non-2xx answer throws ApiError. */
export async function request<T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(withQuery(`/api${path}`, options.query), {
      method,
      credentials: 'include',
      ...encodeBody(options.body),
    });
  } catch (error) {
    throw new NetworkError(error);
  }
  if (!response.ok) {
    const payload = (await response.json().catch(() => null)) as {
      error?: { code?: string; message?: string; details?: Record<string, unknown> };
    } | null;
    throw new ApiError(
      response.status,
      payload?.error?.code ?? 'unknown',
      payload?.error?.message ?? response.statusText,
      payload?.error?.details,
    );
  }
  return (await response.json()) as T;
}

export type ProviderFilters = { q?: string; category?: string; city?: string; page?: number };
export type ServiceFilters = Omit<ProviderFilters, 'q'>;

export const api = {
  categories: () => request<Category[]>('GET', '/categories'),
  search: (q: string, limit = 8, filters: ServiceFilters = {}) =>
    request<SearchHit[]>('GET', '/search', { query: { q, limit, category: filters.category, city: filters.city } }),
  services: (filters: ServiceFilters) => request<ServiceListingPage>('GET', '/services', { query: { ...filters, pageSize: 20 } }),
  service: (id: string) => request<ServiceListing>('GET', `/services/${id}`),
  providers: (filters: ProviderFilters) => request<ProviderPage>('GET', '/providers', { query: { ...filters, pageSize: 12 } }),
  provider: (id: string) => request<ProviderDetail>('GET', `/providers/${id}`),
  slots: (providerId: string, serviceId?: string) => request<Slot[]>('GET', `/providers/${providerId}/slots`, { query: { serviceId } }),
  bookings: (scope: 'upcoming' | 'past' | 'all') => request<Booking[]>('GET', '/bookings', { query: { scope } }),
  booking: (id: string) => request<Booking>('GET', `/bookings/${id}`),
  createBooking: (body: { slotId: string; serviceId?: string; name?: string; phone?: string }) =>
    request<Booking>('POST', '/bookings', { body }),
  cancelBooking: (id: string) =>
    request<{ booking: Booking; freeBookingReturned: boolean }>('POST', `/bookings/${id}/cancel`, { body: {} }),
  rescheduleBooking: (id: string, slotId: string) => request<Booking>('POST', `/bookings/${id}/reschedule`, { body: { slotId } }),
  recordPayment: (id: string, utr: string) => request<Booking>('POST', `/bookings/${id}/payment`, { body: { utr } }),
  notifications: () => request<NotificationList>('GET', '/notifications'),
  readAllNotifications: () => request<{ updated: number }>('POST', '/notifications/read-all', { body: {} }),
  readNotification: (id: string) => request<unknown>('POST', `/notifications/${id}/read`, { body: {} }),
  quota: () => request<Quota>('GET', '/me/quota'),
  me: () => request<Me>('GET', '/me'),
  updateProfile: (patch: ProfilePatch) => request<Me>('PATCH', '/me/profile', { body: patch }),
};
