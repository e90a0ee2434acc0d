import type { InferRequestType } from 'hono/client';
import { client, json, type Api } from '../../../lib/api.ts';
import type { Booking } from '../../../lib/api-types.ts';

export type BookingReview = NonNullable<Booking['review']>;
type NewReview = InferRequestType<Api['bookings'][':id']['review']['$post']>['json'];

/** One rating of an attended booking (issue 13.7); the server refuses a second one or an unattended booking (409). */
export function reviewBooking(bookingId: string, review: NewReview) {
  return json(client.bookings[':id'].review.$post({ param: { id: bookingId }, json: review }));
}
