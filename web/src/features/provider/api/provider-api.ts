import { queryOptions } from '@tanstack/react-query';
import { client, done, json } from '../../../lib/api.ts';
import type {
  NewService,
  NoticePolicy,
  ProviderBookingScope,
  ApplicationInput,
  ServiceChange,
  TimeOffInput,
  WeekPlanInput,
} from './provider-types.ts';

/** Every provider query starts with this key, so one invalidation refreshes the whole practice. */
export const providerKey = ['provider'] as const;

export type BookingFilters = { scope: ProviderBookingScope; date?: string; q?: string };

export const figuresQuery = queryOptions({
  queryKey: [...providerKey, 'figures'],
  queryFn: () => json(client.provider.figures.$get()),
});

export function providerBookingsQuery(filters: BookingFilters) {
  return queryOptions({
    queryKey: [...providerKey, 'bookings', filters],
    queryFn: () => json(client.provider.bookings.$get({ query: { ...filters, limit: '200' } })),
  });
}

/** The provider's own free slots to move a booking to (the public slot list, the next 14 days). */
export function freeSlotsQuery(providerId: string) {
  return queryOptions({
    queryKey: [...providerKey, 'free-slots', providerId],
    queryFn: () => json(client.providers[':id'].slots.$get({ param: { id: providerId }, query: {} })),
  });
}

export const ownServicesQuery = queryOptions({
  queryKey: [...providerKey, 'services'],
  queryFn: () => json(client.provider.services.$get()),
});

export const weekPlanQuery = queryOptions({
  queryKey: [...providerKey, 'hours'],
  queryFn: () => json(client.provider.hours.$get()),
});

export const noticePolicyQuery = queryOptions({
  queryKey: [...providerKey, 'policies'],
  queryFn: () => json(client.provider.policies.$get()),
});

export const timeOffQuery = queryOptions({
  queryKey: [...providerKey, 'time-off'],
  queryFn: () => json(client.provider['time-off'].$get()),
});

/** The provider's own listing (its id links the public page). */
export const ownProfileQuery = queryOptions({
  queryKey: [...providerKey, 'profile'],
  queryFn: () => json(client.provider.profile.$get()),
});

export const myApplicationQuery = queryOptions({
  queryKey: [...providerKey, 'application'],
  queryFn: () => json(client['provider-applications'].mine.$get()),
});

export const ownReviewsQuery = queryOptions({
  queryKey: [...providerKey, 'reviews'],
  queryFn: () => json(client.provider.reviews.$get()),
});

export type BookingAction = 'attended' | 'no-show' | 'payment-received';

const booking = client.provider.bookings[':id'];

export const providerApi = {
  act: (id: string, action: BookingAction) => json(booking[action].$post({ param: { id } })),
  undo: (id: string) => json(booking.undo.$post({ param: { id } })),
  cancel: (id: string, reason: string) => json(booking.cancel.$post({ param: { id }, json: { reason } })),
  move: (id: string, slotId: string) => json(booking.move.$post({ param: { id }, json: { slotId } })),
  apply: (body: ApplicationInput) => json(client['provider-applications'].$post({ json: body })),
  addService: (body: NewService) => json(client.provider.services.$post({ json: body })),
  changeService: (id: string, body: ServiceChange) => json(client.provider.services[':id'].$patch({ param: { id }, json: body })),
  saveWeek: (body: WeekPlanInput) => json(client.provider.hours.$put({ json: body })),
  saveNoticePolicy: (body: NoticePolicy) => json(client.provider.policies.$put({ json: body })),
  reply: (reviewId: string, reply: string) =>
    json(client.provider.reviews[':id'].reply.$post({ param: { id: reviewId }, json: { reply } })),
  addTimeOff: (body: TimeOffInput) => json(client.provider['time-off'].$post({ json: body })),
  // 204 without a body: only a failure is read.
  removeTimeOff: (id: string) => done(client.provider['time-off'][':id'].$delete({ param: { id } })),
};
