import { createFileRoute } from '@tanstack/react-router';
import { AdminBookingsPage } from '../../features/admin/money/admin-bookings-page.tsx';
import { bookingLinkFilters } from '../../features/admin/money/money-api.ts';
import { loadNamespace } from '../../lib/i18n.ts';

/** Links preset the list's filters: a provider (the providers pages), a status, channel or payment and the days made (the dashboard). */
export const Route = createFileRoute('/admin/bookings')({
  validateSearch: bookingLinkFilters,
  loader: () => loadNamespace('admin-money'),
  component: BookingsRoute,
});

function BookingsRoute() {
  const preset = Route.useSearch();
  return <AdminBookingsPage key={JSON.stringify(preset)} preset={preset} />;
}
