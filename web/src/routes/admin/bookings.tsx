import { createFileRoute } from '@tanstack/react-router';
import { AdminBookingsPage } from '../../features/admin/money/admin-bookings-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

/** `providerId` narrows the list to one provider (links from the providers pages). */
export const Route = createFileRoute('/admin/bookings')({
  validateSearch: (search: Record<string, unknown>): { providerId?: string } =>
    typeof search.providerId === 'string' ? { providerId: search.providerId } : {},
  loader: () => loadNamespace('admin-money'),
  component: BookingsRoute,
});

function BookingsRoute() {
  const { providerId } = Route.useSearch();
  return <AdminBookingsPage key={providerId ?? 'all'} providerId={providerId} />;
}
