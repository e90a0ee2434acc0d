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

type RangeQuery = z.infer<typeof rangeQuerySchema>;
type Chart = { summary: string; schema: z.ZodType; load: (ctx: AppContext, range: IstRange) => Promise<object> };

/** One call per analytics chart, each over the same range query (issue 16.2). */
const charts = {
  'bookings-by-channel': {
    summary: 'Bookings made per IST day, by channel',
    schema: channelDaysChartSchema,
    load: async (ctx, range) => ({ days: await bookingsByChannelPerDay(ctx, range) }),
  },
  categories: {
    summary: 'Bookings made in the range by category',
    schema: categoriesChartSchema,
    load: async (ctx, range) => ({ categories: await bookingsByCategory(ctx, range) }),
  },
  cities: {
    summary: 'Bookings made in the range by city: the top 10 and the others',
    schema: citiesChartSchema,
    load: bookingsByCity,
  },
  cancellations: {
    summary: 'Per IST day the bookings were made: how many ended cancelled or as a no-show',
    schema: cancellationsChartSchema,
    load: async (ctx, range) => ({ days: await cancellationsPerDay(ctx, range) }),
  },
  'chat-share': {
    summary: 'Bookings made by chatting with Mitra against the screens',
    schema: chatShareChartSchema,
    load: chatShare,
  },
  languages: {
    summary: 'Conversations started in the range by language and channel',
    schema: languagesChartSchema,
    load: async (ctx, range) => ({ languages: await conversationLanguages(ctx, range) }),
  },
  'search-misses': {
    summary: 'The 20 search terms that most often found nothing',
    schema: searchMissesChartSchema,
    load: async (ctx, range) => ({ terms: await searchMissTerms(ctx, range) }),
  },
} satisfies Record<string, Chart>;

const chartDoc = (chart: Chart) =>
  describeRoute({ tags: ['admin'], summary: chart.summary, responses: { 200: jsonResponse(chart.schema, 'The chart'), ...errors } });

/** A chart's answer: the range as resolved, then what the chart's loader found (typed per chart, so the web infers it). */
async function chartAnswer<Data extends object>(
  ctx: AppContext,
  query: RangeQuery,
  load: (ctx: AppContext, range: IstRange) => Promise<Data>,
) {
  const range = resolveRange(ctx.now(), query);
  return { range: { from: range.from, to: range.to }, ...(await load(ctx, range)) };
}

/*
 * Analytics and provider reports for admins. Gated by the parent router. Each chart is its own
 * chained `.get()` (not a loop) so that its answer is part of the app type.
 */
export function createAdminInsightsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .get(
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
    )
    .get('/analytics/bookings-by-channel', chartDoc(charts['bookings-by-channel']), validate('query', rangeQuerySchema), async (c) =>
      c.json(await chartAnswer(ctx, c.req.valid('query'), charts['bookings-by-channel'].load)),
    )
    .get('/analytics/categories', chartDoc(charts.categories), validate('query', rangeQuerySchema), async (c) =>
      c.json(await chartAnswer(ctx, c.req.valid('query'), charts.categories.load)),
    )
    .get('/analytics/cities', chartDoc(charts.cities), validate('query', rangeQuerySchema), async (c) =>
      c.json(await chartAnswer(ctx, c.req.valid('query'), charts.cities.load)),
    )
    .get('/analytics/cancellations', chartDoc(charts.cancellations), validate('query', rangeQuerySchema), async (c) =>
      c.json(await chartAnswer(ctx, c.req.valid('query'), charts.cancellations.load)),
    )
    .get('/analytics/chat-share', chartDoc(charts['chat-share']), validate('query', rangeQuerySchema), async (c) =>
      c.json(await chartAnswer(ctx, c.req.valid('query'), charts['chat-share'].load)),
    )
    .get('/analytics/languages', chartDoc(charts.languages), validate('query', rangeQuerySchema), async (c) =>
      c.json(await chartAnswer(ctx, c.req.valid('query'), charts.languages.load)),
    )
    .get('/analytics/search-misses', chartDoc(charts['search-misses']), validate('query', rangeQuerySchema), async (c) =>
      c.json(await chartAnswer(ctx, c.req.valid('query'), charts['search-misses'].load)),
    );
}
