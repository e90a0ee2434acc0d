import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { client, json, type Api } from '../../../lib/api.ts';

/** Every admin query starts with ['admin'] (the panel drops them together on sign-out); these are the money pages'. */
export const moneyKey = ['admin', 'money'] as const;

type Admin = Api['admin'];
type Answer<Endpoint> = InferResponseType<Endpoint, 200>;

/*
 * The shapes are inferred from the server's routes (type-only, erased at build), so they never
 * drift from what the server answers.
 */
export type AdminBookingPage = Answer<Admin['bookings']['$get']>;
export type AdminBooking = AdminBookingPage['items'][number];
export type BookingLookup = Answer<Admin['bookings']['lookup']['$get']>;
export type FreeSlot = Answer<Admin['providers'][':id']['free-slots']['$get']>[number];
export type PaymentPage = Answer<Admin['transactions']['$get']>;
export type Payment = PaymentPage['items'][number];
export type BookingStatus = AdminBooking['status'];
export type BookingChannel = AdminBooking['channel'];
export type BookingPayment = AdminBooking['paymentStatus'];
export type PaymentStatus = Payment['status'];

export const bookingStatuses: BookingStatus[] = ['pending', 'confirmed', 'cancelled', 'completed', 'no_show'];
export const bookingChannels: BookingChannel[] = ['web', 'chat', 'whatsapp', 'sms', 'admin'];
export const bookingPayments: BookingPayment[] = ['none', 'pending', 'paid', 'refunded'];

type BookingQuery = InferRequestType<Admin['bookings']['$get']>['query'];
type PaymentQuery = InferRequestType<Admin['transactions']['$get']>['query'];

export type BookingFilters = {
  page: number;
  sort: NonNullable<BookingQuery['sort']>;
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
    queryFn: () => json(client.admin.bookings.$get({ query: { ...filters, page: String(filters.page), pageSize: '20' } })),
    placeholderData: keepPreviousData,
  });
}

export function bookingLookupQuery(q: string) {
  return queryOptions({
    queryKey: [...moneyKey, 'lookup', q],
    queryFn: () => json(client.admin.bookings.lookup.$get({ query: { q } })),
    enabled: q.trim().length > 0,
    retry: false,
  });
}

export function adminFreeSlotsQuery(providerId: string, date: string | undefined) {
  return queryOptions({
    queryKey: [...moneyKey, 'free-slots', providerId, date ?? null],
    queryFn: () => json(client.admin.providers[':id']['free-slots'].$get({ param: { id: providerId }, query: { date } })),
  });
}

export type PaymentFilters = {
  page: number;
  sort: NonNullable<PaymentQuery['sort']>;
  dir: 'asc' | 'desc';
  status?: PaymentStatus | undefined;
  kind?: Payment['kind'] | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
};

/** The payments queue holds pending, succeeded and failed payments (its tabs); a refund is only a transaction. */
const queueStatus = (status: PaymentStatus | undefined) => (status === 'refunded' ? undefined : status);

export function paymentsQuery(filters: PaymentFilters) {
  return queryOptions({
    queryKey: [...moneyKey, 'payments', filters],
    queryFn: () =>
      json(
        client.admin.payments.$get({
          query: { ...filters, status: queueStatus(filters.status), page: String(filters.page), pageSize: '20' },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export function transactionsQuery(filters: PaymentFilters) {
  return queryOptions({
    queryKey: [...moneyKey, 'transactions', filters],
    queryFn: () => json(client.admin.transactions.$get({ query: { ...filters, page: String(filters.page), pageSize: '20' } })),
    placeholderData: keepPreviousData,
  });
}

export const moneyApi = {
  cancelBooking: (id: string, reason: string) => json(client.admin.bookings[':id'].cancel.$post({ param: { id }, json: { reason } })),
  moveBooking: (id: string, slotId: string, reason: string) =>
    json(client.admin.bookings[':id'].move.$post({ param: { id }, json: { slotId, reason } })),
  verifyPayment: (id: string) => json(client.admin.payments[':id'].verify.$post({ param: { id }, json: {} })),
  rejectPayment: (id: string, reason: string) => json(client.admin.payments[':id'].reject.$post({ param: { id }, json: { reason } })),
};

/**
 * Filters after a change, back on page 1; the same object when nothing changed (a search box losing
 * focus with the same text keeps the page and the table as they are).
 */
export function patchFilters<Filters extends { page: number }>(current: Filters, patch: Partial<Filters>): Filters {
  const changed = Object.entries(patch).some(([key, value]) => current[key as keyof Filters] !== value);
  return changed ? { ...current, ...patch, page: 1 } : current;
}
