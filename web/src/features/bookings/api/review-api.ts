import { request } from '../../../lib/api.ts';
import type { Booking } from '../../../lib/api-types.ts';

export type BookingReview = NonNullable<Booking['review']>;

/** One rating of an attended booking (issue 13.7); the server refuses a second one or an unattended booking (409). */
export function reviewBooking(bookingId: string, review: { rating: number; comment: string | null }) {
  return request<{ id: string; rating: number }>('POST', `/bookings/${bookingId}/review`, { body: review });
}
