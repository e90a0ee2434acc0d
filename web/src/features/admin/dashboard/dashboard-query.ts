import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { adminKey, type AdminOverview } from '../api/admin-queries.ts';
import type { DashboardRange } from '../insights/insights-api.ts';

/** The overview with the figures of the chosen range (today, 7 or 30 IST days). */
export function dashboardQuery(range: DashboardRange) {
  return queryOptions({
    queryKey: [...adminKey, 'overview', range],
    queryFn: () => request<AdminOverview>('GET', '/admin/overview', { query: { range } }),
    placeholderData: keepPreviousData,
  });
}
