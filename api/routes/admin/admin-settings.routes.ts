import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { validate } from '../../http/validate.ts';
import { getSettings, settingsPatchSchema, updateSettings } from '../../services/settings/settings.ts';
import { listSettingChanges } from '../../services/settings/setting-history.ts';
import type { RouteDeps } from '../deps.ts';
import { pageOf } from './admin.schema.ts';
import { settingChangeSchema, settingsHistoryQuerySchema, settingsSchema } from './admin-settings.schema.ts';

const errors = { 401: { description: 'Not signed in' }, 403: { description: 'Not an admin' } };

/** Platform settings: read, change (every change logged with who and when), and the change history. */
export function createAdminSettingsRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>()
    .get(
      '/settings',
      describeRoute({
        tags: ['admin'],
        summary: 'The platform settings (stored values over the defaults)',
        responses: { 200: jsonResponse(settingsSchema, 'Settings'), ...errors },
      }),
      async (c) => c.json(await getSettings(ctx)),
    )
    .patch(
      '/settings',
      describeRoute({
        tags: ['admin'],
        summary: 'Change some settings; each changed key is logged with the old and new value',
        responses: { 200: jsonResponse(settingsSchema, 'The settings after the change'), ...errors },
      }),
      validate(
        'json',
        settingsPatchSchema.refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' }),
      ),
      async (c) => c.json(await updateSettings(ctx, c.var.user.id, c.req.valid('json'))),
    )
    .get(
      '/settings/history',
      describeRoute({
        tags: ['admin'],
        summary: 'Every settings change, newest first, with the admin’s e-mail',
        responses: { 200: jsonResponse(pageOf(settingChangeSchema), 'A page of changes'), ...errors },
      }),
      validate('query', settingsHistoryQuerySchema),
      async (c) => c.json(await listSettingChanges(ctx, c.req.valid('query'))),
    );
}
