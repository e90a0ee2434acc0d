import { getRouteApi } from '@tanstack/react-router';
import { NotFound } from '../components/not-found.tsx';
import { ProviderBooking } from './provider-page.tsx';

const route = getRouteApi('/services/$serviceId/book');

/** Spec route /services/{serviceId}/book: the provider's booking view with that service chosen. */
export function ServiceBookingPage() {
  const { serviceId } = route.useParams();
  const { providerId } = route.useSearch();
  if (!providerId) return <NotFound />;
  return <ProviderBooking providerId={providerId} initialServiceId={serviceId} />;
}
