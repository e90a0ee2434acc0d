import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../../lib/search-params.ts';
import { BookingConfirmationPage } from '../../features/bookings/booking-confirmation-page.tsx';

export const Route = createFileRoute('/_authed/booking-confirmation')({
  validateSearch: (search: Record<string, unknown>): { bookingId?: string } => ({ bookingId: optionalString(search.bookingId, 64) }),
  component: BookingConfirmationPage,
});
