import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '../../features/catalog/provider-page.tsx';
import { readBookingSearch } from '../../lib/search-params.ts';

/** The chosen service, day and time are in the URL (issue 24): a reload, sign-in and sign-up keep them. */
export const Route = createFileRoute('/providers/$providerId')({ validateSearch: readBookingSearch, component: ProviderPage });
