import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import type { AppEnv } from './http/app-env.ts';
import type { Logger } from './logger.ts';

/** Where `npm run build` writes the web app (vite's outDir). */
export const defaultWebDist = fileURLToPath(new URL('../web/dist', import.meta.url));

/** Paths that belong to the server: they never fall back to the web app's index.html. */
const serverPrefixes = ['/api/', '/webhooks/'];

function isServerPath(path: string) {
  return path === '/api' || path === '/webhooks' || serverPrefixes.some((prefix) => path.startsWith(prefix));
}

/**
 * Serves the built web app from the API process: hashed assets with a long cache, any other
 * GET (a deep link such as /providers/…) gets index.html so the client router takes over.
 * Mounted after every API route; without a build it logs once and the API keeps working.
 */
export function mountWebAssets(app: Hono<AppEnv>, logger: Logger, distDir = defaultWebDist) {
  const indexPath = `${distDir}/index.html`;
  if (!existsSync(indexPath)) {
    logger.warn(`web app not built (${indexPath} missing): serving the API only; run \`npm run build\``);
    return;
  }
  let indexHtml: Promise<string> | undefined;
  const staticFiles = serveStatic({ root: distDir });
  app.use('/assets/*', async (c, next) => {
    await next();
    // Vite puts a content hash in every asset name, so they never change.
    if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable');
  });
  app.get('*', async (c, next) => (isServerPath(c.req.path) ? next() : staticFiles(c, next)));
  app.get('*', async (c, next) => {
    // A missing hashed asset is a 404, not the app shell (a stale tab would otherwise parse HTML as JS).
    if (isServerPath(c.req.path) || c.req.path.startsWith('/assets/')) return next();
    indexHtml ??= readFile(indexPath, 'utf8');
    c.header('cache-control', 'no-cache');
    return c.html(await indexHtml);
  });
}
