import { queryOptions } from '@tanstack/react-query';
import { request } from './api.ts';

/** Whether the platform still has no admin (the landing's admin-setup section and the one-off set-up page). */
export const firstAdminQuery = queryOptions({
  queryKey: ['setup', 'admin'],
  queryFn: () => request<{ available: boolean }>('GET', '/setup/admin'),
  staleTime: 60_000,
});
