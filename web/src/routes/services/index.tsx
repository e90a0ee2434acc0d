import { createFileRoute } from '@tanstack/react-router';
import { readCatalogSearch, type CatalogSearch } from '../../lib/search-params.ts';
import { ServicesPage } from '../../features/catalog/services-page.tsx';

export const Route = createFileRoute('/services/')({
  validateSearch: (search: Record<string, unknown>): CatalogSearch => readCatalogSearch(search),
  component: ServicesPage,
});
