import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import type { Booking } from '../lib/api-types.ts';
import { notificationKeys } from './notifications-queries.ts';

export type BookingScope = 'upcoming' | 'past' | 'all';

/** The bookings' query keys, in one place: the queries below and every invalidation use them. */
export const bookingKeys = {
  /** Every list of bookings (each scope). */
  lists: ['bookings'] as const,
  list: (scope: BookingScope) => ['bookings', scope] as const,
  booking: (id: string) => ['booking', id] as const,
  /** Every provider's free slots. */
  allSlots: ['slots'] as const,
  providerSlots: (providerId: string) => ['slots', providerId] as const,
  slots: (providerId: string, serviceId?: string) => ['slots', providerId, serviceId ?? null] as const,
  quota: ['quota'] as const,
  /** The no-show block (issue 26.3), shown on My bookings. */
  block: ['booking-block'] as const,
};

export const bookingsQuery = (scope: BookingScope) =>
  queryOptions({ queryKey: bookingKeys.list(scope), queryFn: () => api.bookings(scope), staleTime: 10_000 });

export const bookingQuery = (id: string) => queryOptions({ queryKey: bookingKeys.booking(id), queryFn: () => api.booking(id) });

export const slotsQuery = (providerId: string, serviceId?: string) =>
  queryOptions({ queryKey: bookingKeys.slots(providerId, serviceId), queryFn: () => api.slots(providerId, serviceId), staleTime: 15_000 });

export const quotaQuery = () => queryOptions({ queryKey: bookingKeys.quota, queryFn: api.quota });

export const bookingBlockQuery = () => queryOptions({ queryKey: bookingKeys.block, queryFn: api.bookingBlock, staleTime: 60_000 });

/** After a booking was made, cancelled or moved elsewhere (Mitra, another tab): what it changes. */
export function refreshAfterBookingChange(queryClient: QueryClient) {
  for (const queryKey of [bookingKeys.lists, bookingKeys.allSlots, bookingKeys.quota, notificationKeys.all]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** A booking the server just answered with: its own page shows it without asking again. */
export function rememberBooking(queryClient: QueryClient, booking: Booking) {
  queryClient.setQueryData(bookingKeys.booking(booking.id), booking);
}
