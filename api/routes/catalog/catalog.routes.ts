import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import { readerOf } from '../../core/context.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { listCategories } from '../../services/catalog/categories.ts';
import { getProviderDetail, listProviders } from '../../services/catalog/providers.ts';
import type { AlternativeReason, SearchHit } from '../../services/catalog/search/catalog-search.ts';
import { getProviderPhoto } from '../../services/providers/provider-profile.ts';
import type { RouteDeps } from '../deps.ts';
import {
  categorySchema,
  providerDetailSchema,
  providerIdParamSchema,
  providerListQuerySchema,
  providerPageSchema,
  searchHitSchema,
  searchQuerySchema,
} from './catalog.schema.ts';

const badInput = { description: 'Invalid query or id (issues listed)' };

/** The public catalogue, mounted at the API root: categories, search_catalog, the directory and provider pages. */
export function createCatalogRoutes(deps: RouteDeps) {
  // Public pages may lag the primary by a moment: they read from the replica when there is one.
  const reads = { db: readerOf(deps.ctx) };
  return new Hono<AppEnv>()
    .get(
      '/categories',
      describeRoute({
        tags: ['catalog'],
        summary: 'The 15 categories with their number of listed providers',
        responses: { 200: jsonResponse(z.array(categorySchema), 'Categories') },
      }),
      async (c) => c.json(await listCategories(reads)),
    )
    .get(
      '/search',
      describeRoute({
        tags: ['catalog'],
        summary:
          'search_catalog: providers and services for a query (typos, synonyms and needs such as "toothache" work); q under 2 characters gives []. When the kind asked for is not where asked, labelled alternatives (`alternative`) follow the matches',
        responses: { 200: jsonResponse(z.array(searchHitSchema), 'Best matches first'), 400: badInput },
      }),
      validate('query', searchQuerySchema),
      async (c) => {
        const { q, ...options } = c.req.valid('query');
        const { hits, alternatives } = await deps.search.searchHonest(q, options);
        // Matches first; alternatives follow, each labelled with why it is offered, never as a match.
        const answer: (SearchHit & { alternative?: AlternativeReason })[] = [
          ...hits,
          ...alternatives.flatMap((group) => group.hits.map((hit) => ({ ...hit, alternative: group.reason }))),
        ];
        return c.json(answer);
      },
    )
    .get(
      '/providers',
      describeRoute({
        tags: ['catalog'],
        summary: 'Listed providers, filtered by category, city and q; best match first with q, else by rating',
        responses: { 200: jsonResponse(providerPageSchema, 'A page of providers'), 400: badInput },
      }),
      validate('query', providerListQuerySchema),
      async (c) => c.json(await listProviders(deps.ctx, deps.search, c.req.valid('query'))),
    )
    .get(
      '/providers/:id',
      describeRoute({
        tags: ['catalog'],
        summary: 'A listed provider with bookable services and latest reviews',
        responses: {
          200: jsonResponse(providerDetailSchema, 'The provider'),
          400: badInput,
          404: { description: 'Unknown or unlisted provider' },
        },
      }),
      validate('param', providerIdParamSchema),
      async (c) => c.json(await getProviderDetail(reads, c.req.valid('param').id)),
    )
    .get(
      '/providers/:id/photo',
      describeRoute({
        tags: ['catalog'],
        summary: "A provider's photo (WebP, 400×400); its URL is versioned, so it is cached for good",
        responses: { 200: { description: 'The image' }, 400: badInput, 404: { description: 'No photo' } },
      }),
      validate('param', providerIdParamSchema),
      async (c) => {
        const photo = await getProviderPhoto(deps.ctx, c.req.valid('param').id);
        return c.body(new Uint8Array(photo.content), 200, {
          'content-type': photo.contentType,
          'cache-control': 'public, max-age=31536000, immutable',
          'x-content-type-options': 'nosniff',
        });
      },
    );
}
