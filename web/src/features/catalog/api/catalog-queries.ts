import { queryOptions } from '@tanstack/react-query';
import { api, type ProviderFilters, type ServiceFilters } from '../../../lib/api.ts';

/** The catalogue's query keys, in one place: the queries below and every invalidation use them. */
export const catalogKeys = {
  categories: ['categories'] as const,
  providers: (filters: ProviderFilters) => ['providers', filters] as const,
  provider: (id: string) => ['provider', id] as const,
  services: (filters: object) => ['services', filters] as const,
  service: (id: string) => ['service', id] as const,
  search: (q: string) => ['search', q] as const,
};

export const categoriesQuery = () => queryOptions({ queryKey: catalogKeys.categories, queryFn: api.categories });

export const providersQuery = (filters: ProviderFilters) =>
  queryOptions({ queryKey: catalogKeys.providers(filters), queryFn: () => api.providers(filters) });

export const providerQuery = (id: string) => queryOptions({ queryKey: catalogKeys.provider(id), queryFn: () => api.provider(id) });

export const serviceQuery = (id: string) => queryOptions({ queryKey: catalogKeys.service(id), queryFn: () => api.service(id) });

/** The palette's search: an error gives an empty list and "No results found." (spec §8), not a toast. */
export const searchQuery = (q: string, limit: number, filters: ServiceFilters = {}) =>
  queryOptions({
    queryKey: catalogKeys.search(q),
    queryFn: () => api.search(q, limit, filters).catch(() => []),
    staleTime: 60_000,
  });
