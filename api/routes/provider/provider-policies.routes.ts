import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { getOwnNoticePolicy, setOwnNoticePolicy } from '../../services/providers/notice-policy.ts';
import type { RouteDeps } from '../deps.ts';
import { noticePolicyBodySchema, noticePolicySchema } from './provider-policies.schema.ts';
import { providerRouteErrors } from './provider.schema.ts';

/** A provider's notice periods (issue 26.1): what clients see on the provider page and what the booking services enforce. */
export function createProviderPolicyRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  // Signed in as a provider: checked by the parent router (provider.routes.ts).
  return new Hono<AppEnv>()
    .get(
      '/policies',
      describeRoute({
        tags: ['provider'],
        summary: 'My notice periods: my own, else the platform defaults',
        responses: { 200: jsonResponse(noticePolicySchema, 'Notice periods'), ...providerRouteErrors },
      }),
      async (c) => c.json(await getOwnNoticePolicy(ctx, c.var.user.id)),
    )
    .put(
      '/policies',
      describeRoute({
        tags: ['provider'],
        summary: 'Set my booking and/or cancel notice, in minutes (0 to 10,080)',
        responses: { 200: jsonResponse(noticePolicySchema, 'Notice periods'), 400: { description: 'Invalid' }, ...providerRouteErrors },
      }),
      validate('json', noticePolicyBodySchema),
      async (c) => c.json(await setOwnNoticePolicy(ctx, c.var.user.id, c.req.valid('json'))),
    );
}
