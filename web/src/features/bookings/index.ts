/** What other features may use of bookings: their queries, keys and refreshes. */
export { bookingKeys, bookingsQuery, quotaQuery, refreshAfterBookingChange, rememberBooking, slotsQuery } from './api/bookings-queries.ts';
