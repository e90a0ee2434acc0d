import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { jsonResponse } from '../../http/openapi.ts';
import { listActivePauses } from '../../services/emergency/active-pauses.ts';
import type { RouteDeps } from '../deps.ts';
import { activePauseSchema } from './emergency.schema.ts';

/** Public: the emergency pauses in force, for the catalogue's banners. */
export function createEmergencyRoutes(deps: RouteDeps) {
  const { ctx } = deps;
  return new Hono<AppEnv>().get(
    '/active',
    describeRoute({
      tags: ['catalog'],
      summary: 'Emergency pauses not undone and not over (the banner on the affected providers’ pages)',
      responses: { 200: jsonResponse(z.array(activePauseSchema), 'Active pauses') },
    }),
    async (c) => c.json(await listActivePauses(ctx), 200, { 'cache-control': 'public, max-age=15' }),
  );
}
