import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding, type ContentEncoding } from './http/content-encoding.ts';
import { pagePolicy } from './http/content-security.ts';
import type { AppEnv } from './http/app-env.ts';
import type { Logger } from './core/logger.ts';

/** Where `npm run build` writes the web app (vite's outDir). */
export const defaultWebDist = fileURLToPath(new URL('../web/dist', import.meta.url));

/** The build's prerendered public pages (web/build/prerender.ts), served by route, not by file name. */
export const prerenderDir = 'pages';

/**
 * Public pages whose HTML the build prerenders, so that the page paints before its JavaScript
 * arrives. Every other path gets the empty shell, index.html.
 */
const prerenderedPages: readonly { pattern: RegExp; file: string }[] = [
  { pattern: /^\/$/, file: 'landing.html' },
  { pattern: /^\/providers\/?$/, file: 'providers.html' },
  { pattern: /^\/providers\/[^/]+\/?$/, file: 'provider.html' },
];

/** The session check every page makes first (web/src/lib/session.ts). */
const sessionUrl = '/api/auth/get-session';

/** The list's filters in the order the web app writes them (web/src/lib/api.ts `api.providers`). */
const providerFilters = ['q', 'category', 'city', 'page'] as const;

function providersListUrl(url: URL) {
  const params = new URLSearchParams();
  for (const name of providerFilters) {
    const value = url.searchParams.get(name)?.trim();
    if (value) params.set(name, value);
  }
  params.set('pageSize', '12');
  return `/api/providers?${params.toString()}`;
}

/**
 * The API answers a page asks for as soon as its script runs, named in a `Link: rel=preload`
 * header so the browser fetches them alongside the JavaScript instead of after it (one round trip
 * less before the data paints). The URLs must be the ones the web app requests, byte for byte,
 * or the browser fetches twice; a page that asks for something else just does not use the hint.
 */
export function dataPreloadsFor(url: URL): string[] {
  const path = url.pathname;
  if (/^\/$/.test(path)) return [sessionUrl, '/api/categories'];
  if (/^\/providers\/?$/.test(path)) return [sessionUrl, providersListUrl(url)];
  const provider = /^\/providers\/([^/]+)\/?$/.exec(path)?.[1];
  if (provider) return [sessionUrl, `/api/providers/${provider}`];
  return [];
}

/** Paths that belong to the server: they never fall back to the web app's index.html. */
const serverPrefixes = ['/api/', '/webhooks/'];

function isServerPath(path: string) {
  return path === '/api' || path === '/webhooks' || serverPrefixes.some((prefix) => path.startsWith(prefix));
}

const extensionOf: Record<ContentEncoding, string> = { br: '.br', gzip: '.gz' };

type WebFile = { file: string; type: string; encodings: ContentEncoding[]; etag: string; policy?: string };

/** A file of the build, with the precompressed variants the build wrote beside it. */
function describe(file: string): WebFile {
  const stats = statSync(file);
  const type = getMimeType(file) ?? 'application/octet-stream';
  return {
    file,
    type,
    encodings: (['br', 'gzip'] as const).filter((encoding) => existsSync(file + extensionOf[encoding])),
    // Weak: every encoding of the file is the same representation.
    etag: `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`,
    // Pages get their policy from their own inline scripts, read once here (the body may go out compressed).
    ...(type.startsWith('text/html') ? { policy: pagePolicy(readFileSync(file, 'utf8')) } : {}),
  };
}

/** Every servable file of the build by URL path (the .br and .gz variants belong to their file). */
function indexBuild(distDir: string) {
  const files = new Map<string, WebFile>();
  for (const entry of readdirSync(distDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || ['.br', '.gz'].includes(extname(entry.name))) continue;
    const file = join(entry.parentPath, entry.name);
    const urlPath = `/${file
      .slice(distDir.length + 1)
      .split('\\')
      .join('/')}`;
    files.set(urlPath, describe(file));
  }
  return files;
}

/**
 * Sends one build file in the encoding the client prefers among those built, with its caching
 * and validators; a matching If-None-Match gets a 304.
 */
function createFileSender() {
  const contents = new Map<string, Promise<Buffer>>();
  const read = (file: string) => {
    let content = contents.get(file);
    if (!content) {
      content = readFile(file);
      contents.set(file, content);
    }
    return content;
  };
  return async (c: Context<AppEnv>, web: WebFile, cacheControl: string) => {
    const encoding = chooseEncoding(c.req.header('accept-encoding'), web.encodings);
    c.header('Content-Type', web.type.startsWith('text/') && !web.type.includes('charset') ? `${web.type}; charset=utf-8` : web.type);
    c.header('Cache-Control', cacheControl);
    c.header('ETag', web.etag);
    if (web.encodings.length > 0) c.header('Vary', 'Accept-Encoding');
    if (web.policy) c.header('Content-Security-Policy', web.policy);
    if (c.req.header('if-none-match') === web.etag) return c.body(null, 304);
    const body = await read(encoding ? web.file + extensionOf[encoding] : web.file);
    if (encoding) c.header('Content-Encoding', encoding);
    c.header('Content-Length', String(body.byteLength));
    return c.body(new Uint8Array(body), 200);
  };
}

/**
 * Serves the built web app from the API process: hashed assets with a long cache, precompressed
 * (brotli and gzip, made at build time) as the client's Accept-Encoding allows; any other GET (a
 * deep link such as /providers/…) gets the page's prerendered HTML or the empty shell, so the
 * client router takes over. Mounted after every API route; without a build it logs once and the
 * API keeps working.
 */
export function mountWebAssets(app: Hono<AppEnv>, logger: Logger, distDir = defaultWebDist) {
  const indexPath = join(distDir, 'index.html');
  if (!existsSync(indexPath)) {
    logger.warn(`web app not built (${indexPath} missing): serving the API only; run \`npm run build\``);
    return;
  }
  const files = indexBuild(distDir);
  const shell = files.get('/index.html') ?? describe(indexPath);
  const pageFor = (path: string) => {
    const page = prerenderedPages.find((candidate) => candidate.pattern.test(path));
    return (page && files.get(`/${prerenderDir}/${page.file}`)) ?? shell;
  };
  const send = createFileSender();
  // hono answers HEAD with the GET route, without the body.
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (isServerPath(path)) return next();
    const file = path.startsWith(`/${prerenderDir}/`) ? undefined : files.get(path);
    // Vite puts a content hash in every asset name, so they never change.
    if (file) return send(c, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    // A missing hashed asset is a 404, not the app shell (a stale tab would otherwise parse HTML as JS).
    if (path.startsWith('/assets/')) return next();
    // The web app fetches with credentials: the preload must say so to be the same request.
    const preloads = dataPreloadsFor(new URL(c.req.url)).map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`);
    if (preloads.length > 0) c.header('Link', preloads.join(', '));
    return send(c, pageFor(path), 'no-cache');
  });
}
