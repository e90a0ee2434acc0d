import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';

/** Every admin query starts with ['admin'] (the panel drops them together on sign-out); these are the money pages'. */
export const moneyKey = ['admin', 'money'] as const;

export type BookingStatus = 'pending' | 'confirmed' | 'cancelled' | 'completed' | 'no_show';
export type BookingChannel = 'web' | 'chat' | 'whatsapp' | 'sms' | 'admin';
export type BookingPayment = 'none' | 'pending' | 'paid' | 'refunded';
export type PaymentStatus = 'pending' | 'succeeded' | 'failed' | 'refunded';

export const bookingStatuses: BookingStatus[] = ['pending', 'confirmed', 'cancelled', 'completed', 'no_show'];
export const bookingChannels: BookingChannel[] = ['web', 'chat', 'whatsapp', 'sms', 'admin'];
export const bookingPayments: BookingPayment[] = ['none', 'pending', 'paid', 'refunded'];

export type AdminBooking = {
  id: string;
  reference: string;
  client: { id: string; name: string; phone: string | null; email: string };
  provider: { id: string; name: string; city: string };
  service: { id: string; name: string } | null;
  slotId: string;
  startsAt: string;
  date: string;
  time: string;
  status: BookingStatus;
  channel: BookingChannel;
  amountPaise: number;
  paymentStatus: BookingPayment;
  cancelReason: string | null;
  createdAt: string;
};

export type Page<Row> = { items: Row[]; total: number; page: number; pageSize: number };

export type BookingFilters = {
  page: number;
  sort: 'start' | 'created' | 'amount' | 'status';
  dir: 'asc' | 'desc';
  status?: BookingStatus | undefined;
  day?: string | undefined;
  /** Appointments from this IST day on (the dashboard's "upcoming" link). */
  from?: string | undefined;
  client?: string | undefined;
  channel?: BookingChannel | undefined;
  paymentStatus?: BookingPayment | undefined;
  providerId?: string | undefined;
  /** IST days the bookings were made in: the dashboard's figures link here with their range. */
  madeFrom?: string | undefined;
  madeTo?: string | undefined;
};

/** The filters a link may preset on /admin/bookings (from the dashboard or a provider's page). */
export type BookingLinkFilters = Pick<
  BookingFilters,
  'providerId' | 'status' | 'channel' | 'paymentStatus' | 'day' | 'from' | 'madeFrom' | 'madeTo'
>;

const isDay = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);
const oneOf = <Value extends string>(values: readonly Value[], value: unknown) => values.find((known) => known === value);

/** Reads a link's search into filters, dropping anything unknown or malformed (the server checks again). */
export function bookingLinkFilters(search: Record<string, unknown>): BookingLinkFilters {
  const filters: BookingLinkFilters = {
    providerId: typeof search.providerId === 'string' && /^[0-9a-f-]{36}$/i.test(search.providerId) ? search.providerId : undefined,
    status: oneOf(bookingStatuses, search.status),
    channel: oneOf(bookingChannels, search.channel),
    paymentStatus: oneOf(bookingPayments, search.paymentStatus),
    day: isDay(search.day) ? search.day : undefined,
    from: isDay(search.from) ? search.from : undefined,
    madeFrom: isDay(search.madeFrom) ? search.madeFrom : undefined,
    madeTo: isDay(search.madeTo) ? search.madeTo : undefined,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined)) as BookingLinkFilters;
}

export function adminBookingsQuery(filters: BookingFilters) {
  return queryOptions({
    queryKey: [...moneyKey, 'bookings', filters],
    queryFn: () => request<Page<AdminBooking>>('GET', '/admin/bookings', { query: { ...filters, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export type BookingLookup = { matchedBy: ('id' | 'reference' | 'phone')[]; phone: string | null; items: AdminBooking[] };

export function bookingLookupQuery(q: string) {
  return queryOptions({
    queryKey: [...moneyKey, 'lookup', q],
    queryFn: () => request<BookingLookup>('GET', '/admin/bookings/lookup', { query: { q } }),
    enabled: q.trim().length > 0,
    retry: false,
  });
}

export type FreeSlot = { id: string; startsAt: string; endsAt: string; date: string; time: string };

export function adminFreeSlotsQuery(providerId: string, date: string | undefined) {
  return queryOptions({
    queryKey: [...moneyKey, 'free-slots', providerId, date ?? null],
    queryFn: () => request<FreeSlot[]>('GET', `/admin/providers/${providerId}/free-slots`, { query: { date } }),
  });
}

export type Payment = {
  id: string;
  kind: 'booking' | 'plan';
  plan: 'pro' | 'enterprise' | null;
  status: PaymentStatus;
  amountPaise: number;
  method: string;
  reference: string | null;
  rejectReason: string | null;
  createdAt: string;
  verifiedAt: string | null;
  verifiedBy: { id: string; name: string } | null;
  client: { id: string; name: string; email: string; phone: string | null };
  booking: {
    id: string;
    reference: string;
    startsAt: string;
    status: BookingStatus;
    paymentStatus: BookingPayment;
    provider: { id: string; name: string };
  } | null;
};

export type PaymentFilters = {
  page: number;
  sort: 'created' | 'amount' | 'status';
  dir: 'asc' | 'desc';
  status?: PaymentStatus | undefined;
  kind?: 'booking' | 'plan' | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

export function paymentsQuery(filters: PaymentFilters) {
  return queryOptions({
    queryKey: [...moneyKey, 'payments', filters],
    queryFn: () => request<Page<Payment>>('GET', '/admin/payments', { query: { ...filters, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export function transactionsQuery(filters: PaymentFilters) {
  return queryOptions({
    queryKey: [...moneyKey, 'transactions', filters],
    queryFn: () => request<Page<Payment>>('GET', '/admin/transactions', { query: { ...filters, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
}

export const moneyApi = {
  cancelBooking: (id: string, reason: string) => request<AdminBooking>('POST', `/admin/bookings/${id}/cancel`, { body: { reason } }),
  moveBooking: (id: string, slotId: string, reason: string) =>
    request<AdminBooking>('POST', `/admin/bookings/${id}/move`, { body: { slotId, reason } }),
  verifyPayment: (id: string) => request<Payment>('POST', `/admin/payments/${id}/verify`, { body: {} }),
  rejectPayment: (id: string, reason: string) => request<Payment>('POST', `/admin/payments/${id}/reject`, { body: { reason } }),
};

/**
 * Filters after a change, back on page 1; the same object when nothing changed (a search box losing
 * focus with the same text keeps the page and the table as they are).
 */
export function patchFilters<Filters extends { page: number }>(current: Filters, patch: Partial<Filters>): Filters {
  const changed = Object.entries(patch).some(([key, value]) => current[key as keyof Filters] !== value);
  return changed ? { ...current, ...patch, page: 1 } : current;
}
