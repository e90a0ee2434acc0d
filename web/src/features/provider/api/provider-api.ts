import { queryOptions } from '@tanstack/react-query';
import { ApiError, request } from '../../../lib/api.ts';
import type {
  FreeSlot,
  NewService,
  OwnReview,
  OwnService,
  ProviderBooking,
  ProviderBookingScope,
  ApplicationInput,
  FiledApplication,
  ProviderApplication,
  ProviderFigures,
  SavedWeek,
  ServiceChange,
  TimeOff,
  TimeOffInput,
  WeekPlan,
  WeekPlanInput,
} from './provider-types.ts';

/** Every provider query starts with this key, so one invalidation refreshes the whole practice. */
export const providerKey = ['provider'] as const;

export type BookingFilters = { scope: ProviderBookingScope; date?: string; q?: string };

export const figuresQuery = queryOptions({
  queryKey: [...providerKey, 'figures'],
  queryFn: () => request<ProviderFigures>('GET', '/provider/figures'),
});

export function providerBookingsQuery(filters: BookingFilters) {
  return queryOptions({
    queryKey: [...providerKey, 'bookings', filters],
    queryFn: () => request<ProviderBooking[]>('GET', '/provider/bookings', { query: { ...filters, limit: 200 } }),
  });
}

/** The provider's own free slots to move a booking to (the public slot list, the next 14 days). */
export function freeSlotsQuery(providerId: string) {
  return queryOptions({
    queryKey: [...providerKey, 'free-slots', providerId],
    queryFn: () => request<FreeSlot[]>('GET', `/providers/${providerId}/slots`),
  });
}

export const ownServicesQuery = queryOptions({
  queryKey: [...providerKey, 'services'],
  queryFn: () => request<OwnService[]>('GET', '/provider/services'),
});

export const weekPlanQuery = queryOptions({
  queryKey: [...providerKey, 'hours'],
  queryFn: () => request<WeekPlan>('GET', '/provider/hours'),
});

export const timeOffQuery = queryOptions({
  queryKey: [...providerKey, 'time-off'],
  queryFn: () => request<TimeOff[]>('GET', '/provider/time-off'),
});

export const myApplicationQuery = queryOptions({
  queryKey: [...providerKey, 'application'],
  queryFn: () => request<ProviderApplication>('GET', '/provider-applications/mine'),
});

export const ownReviewsQuery = queryOptions({
  queryKey: [...providerKey, 'reviews'],
  queryFn: () => request<OwnReview[]>('GET', '/provider/reviews'),
});

export type BookingAction = 'attended' | 'no-show' | 'payment-received';

export const providerApi = {
  act: (id: string, action: BookingAction) => request<ProviderBooking>('POST', `/provider/bookings/${id}/${action}`),
  cancel: (id: string, reason: string) => request<ProviderBooking>('POST', `/provider/bookings/${id}/cancel`, { body: { reason } }),
  move: (id: string, slotId: string) => request<ProviderBooking>('POST', `/provider/bookings/${id}/move`, { body: { slotId } }),
  apply: (body: ApplicationInput) => request<FiledApplication>('POST', '/provider-applications', { body }),
  addService: (body: NewService) => request<OwnService>('POST', '/provider/services', { body }),
  changeService: (id: string, body: ServiceChange) => request<OwnService>('PATCH', `/provider/services/${id}`, { body }),
  saveWeek: (body: WeekPlanInput) => request<SavedWeek>('PUT', '/provider/hours', { body }),
  reply: (reviewId: string, reply: string) => request<OwnReview>('POST', `/provider/reviews/${reviewId}/reply`, { body: { reply } }),
  addTimeOff: (body: TimeOffInput) => request<TimeOff>('POST', '/provider/time-off', { body }),
  // 204 without a body, which `request` (JSON out) does not read.
  removeTimeOff: async (id: string) => {
    const response = await fetch(`/api/provider/time-off/${id}`, { method: 'DELETE', credentials: 'include' });
    if (!response.ok) throw new ApiError(response.status, 'unknown', response.statusText);
  },
};
