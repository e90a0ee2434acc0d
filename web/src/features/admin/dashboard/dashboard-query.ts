import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { client, json } from '../../../lib/api.ts';
import { adminKey } from '../api/admin-queries.ts';
import type { DashboardRange } from '../insights/insights-api.ts';

/** The overview with the figures of the chosen range (today, 7 or 30 IST days). */
export function dashboardQuery(range: DashboardRange) {
  return queryOptions({
    queryKey: [...adminKey, 'overview', range],
    queryFn: () => json(client.admin.overview.$get({ query: { range } })),
    placeholderData: keepPreviousData,
  });
}
