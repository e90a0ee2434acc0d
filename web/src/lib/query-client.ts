import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api.ts';

/** Spec §9 data cache: stale after 5 minutes, 2 retries, no refetch on window focus. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        // Client errors (401, 404 …) will not change on a retry.
        retry: (count, error) => count < 2 && !(error instanceof ApiError && error.status < 500),
      },
    },
  });
}

export const queryKeys = {
  categories: ['categories'] as const,
  providers: (filters: object) => ['providers', filters] as const,
  provider: (id: string) => ['provider', id] as const,
  slots: (providerId: string, serviceId?: string) => ['slots', providerId, serviceId ?? null] as const,
  bookings: (scope: string) => ['bookings', scope] as const,
  booking: (id: string) => ['booking', id] as const,
  notifications: ['notifications'] as const,
  quota: ['quota'] as const,
  me: ['me'] as const,
  search: (q: string) => ['search', q] as const,
  services: (filters: object) => ['services', filters] as const,
  service: (id: string) => ['service', id] as const,
};
