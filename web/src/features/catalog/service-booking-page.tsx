import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { NotFound } from '../../components/ui/not-found.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { serviceQuery } from './api/catalog-queries.ts';
import { ProviderBooking } from './provider-page.tsx';
import type { BookingSearch } from '../../lib/search-params.ts';

const route = getRouteApi('/services/$serviceId/book');

/**
 * Spec route /services/{serviceId}/book: the provider's booking view with that service chosen.
 * The service id is enough: its provider is looked up (an old link's `?providerId=` saves the trip).
 */
export function ServiceBookingPage() {
  const { serviceId } = route.useParams();
  const { providerId, ...search } = route.useSearch();
  const navigate = route.useNavigate();
  const onSearch = (next: BookingSearch) => void navigate({ search: { providerId, ...next }, replace: true, resetScroll: false });
  const service = useQuery({ ...serviceQuery(serviceId), enabled: !providerId, retry: false });
  const resolvedProviderId = providerId ?? service.data?.providerId;
  if (resolvedProviderId)
    return <ProviderBooking providerId={resolvedProviderId} initialServiceId={serviceId} search={search} onSearch={onSearch} />;
  return service.isError ? <NotFound /> : <Spinner />;
}
