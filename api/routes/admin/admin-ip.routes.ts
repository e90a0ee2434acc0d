import { Hono, type Context } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { clientIp } from '../../middleware/rate-limit.ts';
import { addIpRule, changeIpRule, latestAccessLogs, listIpRules, removeIpRule } from '../../services/admin/ip-allowlist.ts';
import type { RouteDeps } from '../deps.ts';
import {
  accessLogSchema,
  addIpRuleBodySchema,
  changeIpRuleBodySchema,
  ipRuleIdParamSchema,
  ipRuleListSchema,
  ipRuleSchema,
  removeIpRuleQuerySchema,
} from './admin-ip.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin, or not from an allowed address' } };
const lockOut = { 409: { description: 'The change would shut out your own address; repeat it with confirm to make it anyway' } };
const missing = { 404: { description: 'No such entry' } };

/** IP Security: the admin allowlist and the access log. Mounted behind the admin gate. */
export function createAdminIpRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  const caller = (c: Context<AppEnv>, confirm: boolean | undefined) => ({
    admin: c.var.user,
    address: clientIp(c, ctx.config.TRUST_PROXY),
    confirm: confirm === true,
  });
  return new Hono<AppEnv>()
    .get(
      '/ip-whitelist',
      describeRoute({
        tags: ['admin'],
        summary: 'The IP allowlist, newest first, and the address this call came from',
        responses: { 200: jsonResponse(ipRuleListSchema, 'Allowlist'), ...errors },
      }),
      async (c) => c.json({ items: await listIpRules(ctx), yourAddress: clientIp(c, ctx.config.TRUST_PROXY) }),
    )
    .post(
      '/ip-whitelist',
      describeRoute({
        tags: ['admin'],
        summary: 'Add an address or CIDR range to the allowlist (active)',
        responses: { 201: jsonResponse(ipRuleSchema, 'Added'), ...errors, ...lockOut },
      }),
      validate('json', addIpRuleBodySchema),
      async (c) => {
        const { confirm, ...input } = c.req.valid('json');
        return c.json(await addIpRule(ctx, caller(c, confirm), input), 201);
      },
    )
    .patch(
      '/ip-whitelist/:id',
      describeRoute({
        tags: ['admin'],
        summary: 'Edit, deactivate or reactivate an allowlist entry',
        responses: { 200: jsonResponse(ipRuleSchema, 'Changed'), ...errors, ...missing, ...lockOut },
      }),
      validate('param', ipRuleIdParamSchema),
      validate('json', changeIpRuleBodySchema),
      async (c) => {
        const { confirm, ...change } = c.req.valid('json');
        return c.json(await changeIpRule(ctx, caller(c, confirm), c.req.valid('param').id, change));
      },
    )
    .delete(
      '/ip-whitelist/:id',
      describeRoute({
        tags: ['admin'],
        summary: 'Delete an allowlist entry (?confirm=true when it shuts out your own address)',
        responses: { 200: jsonResponse(z.object({ id: z.uuid() }), 'Deleted'), ...errors, ...missing, ...lockOut },
      }),
      validate('param', ipRuleIdParamSchema),
      validate('query', removeIpRuleQuerySchema),
      async (c) => c.json(await removeIpRule(ctx, caller(c, c.req.valid('query').confirm), c.req.valid('param').id)),
    )
    .get(
      '/access-logs',
      describeRoute({
        tags: ['admin'],
        summary: 'The latest 50 calls to the admin API, granted or refused, with the admin’s e-mail',
        responses: { 200: jsonResponse(z.array(accessLogSchema), 'Access log'), ...errors },
      }),
      async (c) => c.json(await latestAccessLogs(ctx)),
    );
}
