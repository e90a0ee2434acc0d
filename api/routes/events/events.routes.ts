import { setTimeout as sleep } from 'node:timers/promises';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv } from '../../http/app-env.ts';
import { validate } from '../../http/validate.ts';
import type { RouteDeps } from '../deps.ts';

/** Proxies and load balancers drop idle connections (often after 30–60 s); a comment keeps it open. */
export const keepAliveMs = 25_000;

const eventsQuerySchema = z.object({
  providerId: z.uuid().optional().describe("Also receive this provider's slot events (a booking page open on it)"),
});

/**
 * Server-sent events of the caller's booking, slot and notification changes, fed by the hub
 * that LISTENs on Postgres, so a change made through any API instance reaches every instance.
 */
export function createEventsRoutes(deps: RouteDeps) {
  return new Hono<AppEnv>().get(
    '/',
    describeRoute({
      tags: ['events'],
      summary: 'Live booking, slot and notification changes (text/event-stream)',
      responses: { 200: { description: 'An event stream' }, 401: { description: 'Not signed in' } },
    }),
    deps.requireUser(),
    validate('query', eventsQuerySchema),
    (c) => {
      const userId = c.var.user.id;
      const { providerId } = c.req.valid('query');
      return streamSSE(c, async (stream) => {
        const closed = new AbortController();
        const stop = () => {
          unsubscribe();
          closed.abort();
        };
        // A write fails once the client is gone; that ends this subscription, nothing else.
        const unsubscribe = deps.events.subscribe(
          userId,
          (event) => void stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) }).catch(stop),
          { providerIds: providerId ? [providerId] : [] },
        );
        stream.onAbort(stop);
        await stream.writeSSE({ event: 'ready', data: JSON.stringify({ userId }) });
        while (!closed.signal.aborted) {
          const timedOut = await sleep(keepAliveMs, true, { signal: closed.signal }).catch(() => false);
          if (timedOut) await stream.write(': keep-alive\n\n').catch(stop);
        }
      });
    },
  );
}
