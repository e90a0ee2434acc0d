import { createFileRoute } from '@tanstack/react-router';
import { BookingLookupPage } from '../../features/admin/money/booking-lookup-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

/** `q` opens the lookup already searched (a booking's reference from the bookings list). */
export const Route = createFileRoute('/admin/booking-lookup')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => (typeof search.q === 'string' ? { q: search.q } : {}),
  loader: () => loadNamespace('admin-money'),
  component: LookupRoute,
});

function LookupRoute() {
  const { q } = Route.useSearch();
  return <BookingLookupPage key={q ?? ''} initialQuery={q ?? ''} />;
}
