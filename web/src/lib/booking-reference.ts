/**
 * The one reference a client sees for a booking, wherever it is shown (confirmation page, UPI
 * payment note, calendar file): "BM" and the first ten hex digits of its id, upper case.
 */
export function bookingReference(booking: { id: string }) {
  return `BM${booking.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}
