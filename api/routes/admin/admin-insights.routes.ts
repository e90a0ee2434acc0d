import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import type { AppContext } from '../../core/context.ts';
import {
  bookingsByCategory,
  bookingsByChannelPerDay,
  bookingsByCity,
  cancellationsPerDay,
  chatShare,
} from '../../services/insights/analytics-bookings.ts';
import { conversationLanguages, searchMissTerms } from '../../services/insights/analytics-conversations.ts';
import { resolveRange, type IstRange } from '../../services/insights/ist-range.ts';
import { providerReport } from '../../services/insights/provider-report.ts';
import type { RouteDeps } from '../deps.ts';
import {
  cancellationsChartSchema,
  categoriesChartSchema,
  channelDaysChartSchema,
  chatShareChartSchema,
  citiesChartSchema,
  languagesChartSchema,
  providerReportQuerySchema,
  providerReportSchema,
  rangeQuerySchema,
  searchMissesChartSchema,
} from './admin-insights.schema.ts';

const errors = {
  400: { description: 'Invalid range: inverted, longer than 366 days or in the future' },
  401: { description: 'Not signed in' },
  403: { description: 'Not an admin' },
};

type Chart = { path: string; summary: string; schema: z.ZodType; load: (ctx: AppContext, range: IstRange) => Promise<object> };

/** One call per analytics chart, each over the same range query (issue 16.2). */
const charts: Chart[] = [
  {
    path: 'bookings-by-channel',
    summary: 'Bookings made per IST day, by channel',
    schema: channelDaysChartSchema,
    load: async (ctx, range) => ({ days: await bookingsByChannelPerDay(ctx, range) }),
  },
  {
    path: 'categories',
    summary: 'Bookings made in the range by category',
    schema: categoriesChartSchema,
    load: async (ctx, range) => ({ categories: await bookingsByCategory(ctx, range) }),
  },
  {
    path: 'cities',
    summary: 'Bookings made in the range by city: the top 10 and the others',
    schema: citiesChartSchema,
    load: bookingsByCity,
  },
  {
    path: 'cancellations',
    summary: 'Per IST day the bookings were made: how many ended cancelled or as a no-show',
    schema: cancellationsChartSchema,
    load: async (ctx, range) => ({ days: await cancellationsPerDay(ctx, range) }),
  },
  {
    path: 'chat-share',
    summary: 'Bookings made by chatting with Mitra against the screens',
    schema: chatShareChartSchema,
    load: chatShare,
  },
  {
    path: 'languages',
    summary: 'Conversations started in the range by language and channel',
    schema: languagesChartSchema,
    load: async (ctx, range) => ({ languages: await conversationLanguages(ctx, range) }),
  },
  {
    path: 'search-misses',
    summary: 'The 20 search terms that most often found nothing',
    schema: searchMissesChartSchema,
    load: async (ctx, range) => ({ terms: await searchMissTerms(ctx, range) }),
  },
];

/** Analytics and provider reports for admins. Gated by the parent router. */
export function createAdminInsightsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  const routes = new Hono<AppEnv>().get(
    '/reports/providers',
    describeRoute({
      tags: ['admin'],
      summary: 'Per provider over a range: bookings, outcomes, cancellations by who, rating, earnings and flags',
      responses: { 200: jsonResponse(providerReportSchema, 'A page of providers'), ...errors },
    }),
    validate('query', providerReportQuerySchema),
    async (c) => {
      const { from, to, ...query } = c.req.valid('query');
      const range = resolveRange(ctx.now(), { from, to });
      return c.json({ ...(await providerReport(ctx, range, query)), range: { from: range.from, to: range.to } });
    },
  );
  for (const chart of charts) {
    routes.get(
      `/analytics/${chart.path}`,
      describeRoute({ tags: ['admin'], summary: chart.summary, responses: { 200: jsonResponse(chart.schema, 'The chart'), ...errors } }),
      validate('query', rangeQuerySchema),
      async (c) => {
        const range = resolveRange(ctx.now(), c.req.valid('query'));
        return c.json({ range: { from: range.from, to: range.to }, ...(await chart.load(ctx, range)) });
      },
    );
  }
  return routes;
}
