import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import { adminKey, type AdminOverview } from '../api/admin-queries.ts';
import type { DashboardFigures, DashboardRange } from '../insights/insights-api.ts';

export type Dashboard = AdminOverview & { range: { key: DashboardRange; from: string; to: string }; figures: DashboardFigures };

/** The overview with the figures of the chosen range (today, 7 or 30 IST days). */
export function dashboardQuery(range: DashboardRange) {
  return queryOptions({
    queryKey: [...adminKey, 'overview', range],
    queryFn: () => request<Dashboard>('GET', '/admin/overview', { query: { range } }),
    placeholderData: keepPreviousData,
  });
}
