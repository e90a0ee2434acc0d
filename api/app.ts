import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { openAPIRouteHandler } from 'hono-openapi';
import { createAuth } from './http/auth.ts';
import type { AppContext } from './core/context.ts';
import type { AppEnv } from './http/app-env.ts';
import { limitBody } from './middleware/body-limit.ts';
import { appCors } from './middleware/cors.ts';
import { compressResponses } from './middleware/compress.ts';
import { createErrorHandler, notFoundHandler } from './middleware/error-handler.ts';
import { requireTrustedOrigin } from './middleware/origin-check.ts';
import { requireJsonBody } from './middleware/json-body.ts';
import { requestLog } from './middleware/request-log.ts';
import { requestMetrics } from './middleware/request-metrics.ts';
import { secureResponseHeaders } from './middleware/security-headers.ts';
import { requireSessionCookie, requireUser } from './middleware/session.ts';
import { createAdminRoutes } from './routes/admin/admin.routes.ts';
import { createSetupRoutes } from './routes/setup/setup.routes.ts';
import { createMetricsRoutes } from './routes/metrics/metrics.routes.ts';
import { createAuthRoutes } from './routes/auth/auth.routes.ts';
import { createBookingsRoutes } from './routes/bookings/bookings.routes.ts';
import { createChatRoutes } from './routes/chat/chat.routes.ts';
import { createComplaintsRoutes } from './routes/complaints/complaints.routes.ts';
import { createCatalogRoutes } from './routes/catalog/catalog.routes.ts';
import type { RouteDeps } from './routes/deps.ts';
import { createEventsRoutes } from './routes/events/events.routes.ts';
import { createHealthRoutes } from './routes/health/health.routes.ts';
import { createHealthRecordsRoutes } from './routes/health-records/health-records.routes.ts';
import { createMeRoutes } from './routes/me/me.routes.ts';
import { createNotificationsRoutes } from './routes/notifications/notifications.routes.ts';
import { createPlansRoutes } from './routes/plans/plans.routes.ts';
import { createProviderRoutes } from './routes/provider/provider.routes.ts';
import { createProviderApplicationRoutes } from './routes/provider-applications/provider-applications.routes.ts';
import { createServicesRoutes } from './routes/services/services.routes.ts';
import { createSlotsRoutes } from './routes/slots/slots.routes.ts';
import { createEmergencyRoutes } from './routes/emergency/emergency.routes.ts';
import { createRewardsRoutes } from './routes/rewards/rewards.routes.ts';
import { createRoleRequestsRoutes } from './routes/role-requests/role-requests.routes.ts';
import { createTwilioWebhookRoutes } from './routes/webhooks/twilio.routes.ts';
import { createWaitlistRoutes } from './routes/waitlist/waitlist.routes.ts';
import { createRunAgentTurn } from '#agent/turns/run-agent-turn.ts';
import { createEventHub } from './services/events/event-hub.ts';
import { createCatalogSearch } from './services/catalog/search/catalog-search.ts';
import { mountWebAssets } from './web-assets.ts';

const maxBodyBytes = 64 * 1024;
/** Health record uploads: a 5 MB document and its fields, as multipart/form-data. */
const uploadPath = '/api/health-records';
const maxUploadBytes = 6 * 1024 * 1024;
/** A provider's photo: 2 MB of image and the multipart framing around it. */
const photoUploadPath = '/api/provider/photo';
const maxPhotoUploadBytes = 2 * 1024 * 1024 + 16 * 1024;

function buildApi(deps: RouteDeps) {
  return new Hono<AppEnv>()
    .route('/health', createHealthRoutes(deps.ctx))
    .route('/', createCatalogRoutes(deps))
    .route('/', createSlotsRoutes(deps))
    .route('/services', createServicesRoutes(deps))
    .route('/me', createMeRoutes(deps))
    .route('/bookings', createBookingsRoutes(deps))
    .route('/notifications', createNotificationsRoutes(deps))
    .route('/waitlist', createWaitlistRoutes(deps))
    .route('/events', createEventsRoutes(deps))
    .route('/role-requests', createRoleRequestsRoutes(deps))
    .route('/provider-applications', createProviderApplicationRoutes(deps))
    .route('/chat', createChatRoutes(deps))
    .route('/health-records', createHealthRecordsRoutes(deps))
    .route('/rewards', createRewardsRoutes(deps))
    .route('/emergency', createEmergencyRoutes(deps))
    .route('/complaints', createComplaintsRoutes(deps))
    .route('/plans', createPlansRoutes(deps))
    .route('/provider', createProviderRoutes(deps))
    .route('/admin', createAdminRoutes(deps))
    .route('/setup', createSetupRoutes(deps));
}

export type ApiApp = ReturnType<typeof buildApi>;

/**
 * Builds the whole HTTP app from its dependencies. Nothing here reads the environment,
 * so tests build it with their own configuration and database.
 */
export async function createApp(ctx: AppContext) {
  const auth = createAuth(ctx);
  const search = await createCatalogSearch(ctx);
  const events = await createEventHub(ctx);
  const deps: RouteDeps = {
    ctx,
    auth,
    search,
    events,
    runAgentTurn: createRunAgentTurn(ctx, search),
    requireUser: (roles, limit, attach) => requireUser(ctx, auth, roles, limit, attach),
    requireSessionCookie: requireSessionCookie(auth),
  };
  const api = buildApi(deps);

  const app = new Hono<AppEnv>();
  app.onError(createErrorHandler(ctx.logger));
  app.notFound(notFoundHandler);
  app.use('*', requestId());
  app.use('*', requestLog(ctx.logger));
  app.use('*', requestMetrics());
  app.use('*', secureResponseHeaders());
  app.use('*', compressResponses());
  app.use('/api/*', appCors(ctx.config.trustedOrigins));
  // better-auth checks the origin of its own routes.
  app.use('/api/*', requireTrustedOrigin(ctx.config.trustedOrigins, ['/api/auth/']));
  app.use(
    '/api/*',
    limitBody(maxBodyBytes, [
      { prefix: uploadPath, maxBytes: maxUploadBytes },
      { prefix: photoUploadPath, maxBytes: maxPhotoUploadBytes },
    ]),
  );
  // better-auth parses its own bodies; Twilio webhooks post forms outside /api.
  app.use('/api/*', requireJsonBody(['/api/auth/'], [uploadPath, photoUploadPath]));
  app.route('/api/auth', createAuthRoutes(ctx, auth));
  app.route('/api', api);
  app.route('/webhooks/twilio', createTwilioWebhookRoutes(ctx, deps.runAgentTurn));
  app.route('/metrics', createMetricsRoutes(ctx));
  app.get(
    '/api/openapi.json',
    openAPIRouteHandler(api, {
      // The admin CSV exports end in `.csv`; nothing under /api is a static file.
      excludeStaticFile: false,
      documentation: {
        info: {
          title: 'BookMitra API',
          version: '1.0.0',
          description: 'Appointment marketplace for India. Authentication lives under /api/auth (better-auth).',
        },
        servers: [{ url: `${ctx.config.publicUrl}/api` }],
      },
    }),
  );
  // Last, so it never shadows an API route: the built web app and its SPA fallback.
  mountWebAssets(app, ctx.logger);

  const close = async () => {
    await events.close();
    await search.close();
  };
  return { app, auth, search, events, close };
}

export type App = Awaited<ReturnType<typeof createApp>>;
