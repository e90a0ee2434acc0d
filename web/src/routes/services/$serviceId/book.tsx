import { createFileRoute } from '@tanstack/react-router';
import { optionalString, readBookingSearch, type BookingSearch } from '../../../lib/search-params.ts';
import { ServiceBookingPage } from '../../../features/catalog/service-booking-page.tsx';

export const Route = createFileRoute('/services/$serviceId/book')({
  validateSearch: (search: Record<string, unknown>): BookingSearch & { providerId?: string } => ({
    providerId: optionalString(search.providerId, 64),
    ...readBookingSearch(search),
  }),
  component: ServiceBookingPage,
});
