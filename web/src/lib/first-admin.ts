import { queryOptions } from '@tanstack/react-query';
import { client, json } from './api.ts';

/** Whether the platform still has no admin (the landing's admin-setup section and the one-off set-up page). */
export const firstAdminQuery = queryOptions({
  queryKey: ['setup', 'admin'],
  queryFn: () => json(client.setup.admin.$get()),
  staleTime: 60_000,
});
