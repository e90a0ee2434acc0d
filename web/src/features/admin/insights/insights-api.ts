import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { hc, InferRequestType, InferResponseType } from 'hono/client';
import type { AppType } from '../../../../../api/app-type.ts';
import { request } from '../../../lib/api.ts';
import type { AdminOverview } from '../api/admin-queries.ts';

/** Every admin query starts with ['admin'] (the panel drops them together on sign-out); these are the insights pages'. */
export const insightsKey = ['admin', 'insights'] as const;

export const channels = ['web', 'chat', 'whatsapp', 'sms', 'admin'] as const;
export type Channel = (typeof channels)[number];
export type DateRange = { from: string; to: string };

type Admin = ReturnType<typeof hc<AppType>>['admin'];
type Analytics = Admin['analytics'];

/** Each chart's answer (with its resolved range), inferred from the chart's own route on the server (type-only). */
export type ChartData = { [Name in keyof Analytics]: InferResponseType<Analytics[Name]['$get'], 200> };
export type ChartName = keyof ChartData;
export const chartNames = Object.keys({
  'bookings-by-channel': 0,
  categories: 0,
  cities: 0,
  cancellations: 0,
  'chat-share': 0,
  languages: 0,
  'search-misses': 0,
} satisfies Record<ChartName, 0>) as ChartName[];

/** One call per chart, so a slow chart never holds the others back. */
export function chartQuery<Name extends ChartName>(name: Name, range: DateRange) {
  return queryOptions({
    queryKey: [...insightsKey, 'chart', name, range],
    queryFn: () => request<ChartData[Name]>('GET', `/admin/analytics/${name}`, { query: range }),
    placeholderData: keepPreviousData,
  });
}

type ReportQuery = InferRequestType<Admin['reports']['providers']['$get']>['query'];

/* The report's and the dashboard's shapes are inferred from the server's routes (type-only), so they never drift. */
export type ReportPage = InferResponseType<Admin['reports']['providers']['$get'], 200>;
export type ReportRow = ReportPage['items'][number];
export type ReportFlag = ReportRow['flags'][number];
export type ReportSort = NonNullable<ReportQuery['sort']>;
export type ReportFilters = DateRange & { page: number; sort: ReportSort; dir: 'asc' | 'desc'; q?: string | undefined; flagged?: boolean };

export function providerReportQuery(filters: ReportFilters) {
  const { flagged, ...rest } = filters;
  return queryOptions({
    queryKey: [...insightsKey, 'report', filters],
    queryFn: () =>
      request<ReportPage>('GET', '/admin/reports/providers', { query: { ...rest, pageSize: 20, ...(flagged ? { flagged: 'true' } : {}) } }),
    placeholderData: keepPreviousData,
  });
}

export type DashboardRange = AdminOverview['range']['key'];
export const dashboardRanges: DashboardRange[] = ['today', '7d', '30d'];
export type DashboardFigures = AdminOverview['figures'];
