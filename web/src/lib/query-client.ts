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
