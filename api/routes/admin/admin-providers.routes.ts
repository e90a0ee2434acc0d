import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { listProvidersForAdmin } from '../../services/admin/admin-providers.ts';
import { reinstateProvider, suspendProvider, verifyProvider } from '../../services/admin/provider-verification.ts';
import type { RouteDeps } from '../deps.ts';
import {
  adminProviderRowSchema,
  providerIdParamSchema,
  providerListQuerySchema,
  providerPageSchema,
  reasonBodySchema,
  suspendBodySchema,
  verifyBodySchema,
} from './admin-providers.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' } };
const writeErrors = {
  ...errors,
  400: { description: 'Invalid body' },
  404: { description: 'No such provider' },
  409: { description: 'Not in a state this action applies to' },
};

/**
 * Providers for admins: the list by verification state, and verify, suspend and reinstate. Each
 * change rebuilds the search index before answering, so the catalogue shows it at once (the
 * catalog_changed trigger would rebuild it a moment later anyway).
 */
export function createAdminProviderRoutes(deps: RouteDeps) {
  const { ctx, search } = deps;
  const action = (summary: string) =>
    describeRoute({
      tags: ['admin'],
      summary,
      responses: { 200: jsonResponse(adminProviderRowSchema, 'The provider after the change'), ...writeErrors },
    });
  return new Hono<AppEnv>()
    .get(
      '/providers',
      describeRoute({
        tags: ['admin'],
        summary: 'Providers by verification state: search, filters, sort and paging, with each state’s count',
        responses: { 200: jsonResponse(providerPageSchema, 'A page of providers'), ...errors, 400: { description: 'Invalid query' } },
      }),
      validate('query', providerListQuerySchema),
      async (c) => c.json(await listProvidersForAdmin(ctx, c.req.valid('query'))),
    )
    .post(
      '/providers/:id/verify',
      action('Verify a pending provider (approves their waiting application): listed and bookable'),
      validate('param', providerIdParamSchema),
      validate('json', verifyBodySchema),
      async (c) => {
        // Verifying rebuilds search itself: it may approve the provider's application.
        return c.json(await verifyProvider(ctx, search, c.var.user, c.req.valid('param').id, c.req.valid('json').reason ?? null));
      },
    )
    .post(
      '/providers/:id/suspend',
      action('Suspend a verified provider: hidden from listing, search, Mitra and booking; future bookings kept or cancelled'),
      validate('param', providerIdParamSchema),
      validate('json', suspendBodySchema),
      async (c) => {
        const row = await suspendProvider(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json'));
        await search.refresh();
        return c.json(row);
      },
    )
    .post(
      '/providers/:id/reinstate',
      action('Reinstate a suspended provider: listed and bookable again'),
      validate('param', providerIdParamSchema),
      validate('json', reasonBodySchema),
      async (c) => {
        const row = await reinstateProvider(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').reason);
        await search.refresh();
        return c.json(row);
      },
    );
}
