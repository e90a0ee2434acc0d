import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { changeUserPlan, changeUserRole, deactivateUser, reactivateUser, resetFreeBookings } from '../../services/admin/user-changes.ts';
import { getUserForAdmin } from '../../services/admin/user-detail.ts';
import { listUsersForAdmin } from '../../services/admin/users.ts';
import { liftNoShowBlock } from '../../services/admin/no-show-lift.ts';
import { bookingBlockSchema } from '../me/me.schema.ts';
import type { RouteDeps } from '../deps.ts';
import {
  adminUserDetailSchema,
  planBodySchema,
  reasonBodySchema,
  roleBodySchema,
  userIdParamSchema,
  userListQuerySchema,
  userPageSchema,
} from './admin-users.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' } };
const writeErrors = {
  ...errors,
  400: { description: 'Invalid body (a reason of 3 to 500 characters is required)' },
  404: { description: 'No such user' },
  409: { description: 'Nothing to change, or not allowed on yourself' },
};

/** Users for admins: the table, one user's profile, bookings and messages, and the changes with their reason. */
export function createAdminUserRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  const detail = (summary: string) =>
    describeRoute({
      tags: ['admin'],
      summary,
      responses: { 200: jsonResponse(adminUserDetailSchema, 'The user after the change'), ...writeErrors },
    });
  return new Hono<AppEnv>()
    .get(
      '/users',
      describeRoute({
        tags: ['admin'],
        summary: 'Users: search (name, e-mail, phone digits), filters, sort and paging',
        responses: { 200: jsonResponse(userPageSchema, 'A page of users'), ...errors, 400: { description: 'Invalid query' } },
      }),
      validate('query', userListQuerySchema),
      async (c) => c.json(await listUsersForAdmin(ctx, c.req.valid('query'))),
    )
    .get(
      '/users/:id',
      describeRoute({
        tags: ['admin'],
        summary: "A user's profile, latest bookings, messages and notifications",
        responses: { 200: jsonResponse(adminUserDetailSchema, 'The user'), ...errors, 404: { description: 'No such user' } },
      }),
      validate('param', userIdParamSchema),
      async (c) => c.json(await getUserForAdmin(ctx, c.req.valid('param').id)),
    )
    .post(
      '/users/:id/role',
      detail('Change the role (not your own); a provider losing the role is suspended from the catalogue'),
      validate('param', userIdParamSchema),
      validate('json', roleBodySchema),
      async (c) => {
        const { role, reason } = c.req.valid('json');
        return c.json(await changeUserRole(ctx, c.var.user, c.req.valid('param').id, role, reason));
      },
    )
    .post(
      '/users/:id/deactivate',
      detail('Deactivate the account (not your own) and end every session of it at once'),
      validate('param', userIdParamSchema),
      validate('json', reasonBodySchema),
      async (c) => c.json(await deactivateUser(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').reason)),
    )
    .post(
      '/users/:id/reactivate',
      detail('Reactivate the account; the user is told'),
      validate('param', userIdParamSchema),
      validate('json', reasonBodySchema),
      async (c) => c.json(await reactivateUser(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').reason)),
    )
    .post(
      '/users/:id/plan',
      detail('Set the plan: Pro or Enterprise for the settings’ plan period from now, free ends it; the user is told'),
      validate('param', userIdParamSchema),
      validate('json', planBodySchema),
      async (c) => {
        const { tier, reason } = c.req.valid('json');
        return c.json(await changeUserPlan(ctx, c.var.user, c.req.valid('param').id, tier, reason));
      },
    )
    .post(
      '/users/:id/reset-free-bookings',
      detail('Give back every used free booking; the user is told'),
      validate('param', userIdParamSchema),
      validate('json', reasonBodySchema),
      async (c) => c.json(await resetFreeBookings(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').reason)),
    )
    .post(
      '/users/:id/lift-no-show-block',
      describeRoute({
        tags: ['admin'],
        summary: "Lift a client's no-show block: the no-shows so far stop counting; answers the block state after it",
        responses: { 200: jsonResponse(bookingBlockSchema, 'The block state after the lift'), ...writeErrors },
      }),
      validate('param', userIdParamSchema),
      validate('json', reasonBodySchema),
      async (c) => c.json(await liftNoShowBlock(ctx, c.var.user, c.req.valid('param').id, c.req.valid('json').reason)),
    );
}
