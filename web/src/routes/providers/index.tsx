import { createFileRoute } from '@tanstack/react-router';
import { readCatalogSearch, type CatalogSearch } from '../../lib/search-params.ts';
import { ProvidersPage } from '../../features/catalog/providers-page.tsx';

export const Route = createFileRoute('/providers/')({
  validateSearch: (search: Record<string, unknown>): CatalogSearch => readCatalogSearch(search),
  component: ProvidersPage,
});
