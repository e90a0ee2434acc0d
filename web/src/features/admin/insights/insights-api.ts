import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { client, json, type Api } from '../../../lib/api.ts';
import type { AdminOverview } from '../api/admin-queries.ts';

/** Every admin query starts with ['admin'] (the panel drops them together on sign-out); these are the insights pages'. */
export const insightsKey = ['admin', 'insights'] as const;

export const channels = ['web', 'chat', 'whatsapp', 'sms', 'admin'] as const;
export type Channel = (typeof channels)[number];
export type DateRange = { from: string; to: string };

type Admin = Api['admin'];
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

const analytics = client.admin.analytics;
/** Each chart's own route: a path here that the server does not have fails typecheck. */
const loadChart: { [Name in ChartName]: (range: DateRange) => Promise<ChartData[Name]> } = {
  'bookings-by-channel': (query) => json(analytics['bookings-by-channel'].$get({ query })),
  categories: (query) => json(analytics.categories.$get({ query })),
  cities: (query) => json(analytics.cities.$get({ query })),
  cancellations: (query) => json(analytics.cancellations.$get({ query })),
  'chat-share': (query) => json(analytics['chat-share'].$get({ query })),
  languages: (query) => json(analytics.languages.$get({ query })),
  'search-misses': (query) => json(analytics['search-misses'].$get({ query })),
};

/** One call per chart, so a slow chart never holds the others back. */
export function chartQuery<Name extends ChartName>(name: Name, range: DateRange) {
  return queryOptions({
    queryKey: [...insightsKey, 'chart', name, range],
    queryFn: () => loadChart[name](range),
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
      json(
        client.admin.reports.providers.$get({
          query: { ...rest, page: String(rest.page), pageSize: '20', ...(flagged ? { flagged: 'true' } : {}) },
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

export type DashboardRange = AdminOverview['range']['key'];
export const dashboardRanges: DashboardRange[] = ['today', '7d', '30d'];
export type DashboardFigures = AdminOverview['figures'];
