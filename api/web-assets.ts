import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Context, Hono } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { chooseEncoding, type ContentEncoding } from './http/content-encoding.ts';
import { pagePolicy } from './http/content-security.ts';
import type { AppEnv } from './http/app-env.ts';
import type { Logger } from './core/logger.ts';
import { projectPath } from './core/paths.ts';

/** Where `npm run build` writes the web app (vite's outDir). */
export const defaultWebDist = projectPath('web', 'dist');

/** The build's prerendered public pages (web/build/prerender.ts), served by route, not by file name. */
export const prerenderDir = 'pages';
/** The build's server-side entry and the templates it renders into (web/build/prerender.ts): never sent. */
const ssrDir = 'ssr';
/** Where a page is rendered into its template (web/build/prerender.ts `ssrOutlet`). */
const ssrOutlet = '<!--ssr-outlet-->';
/** The element the web app reads a page's data from (web/src/lib/page-data.ts `pageDataElementId`). */
const pageDataElementId = 'page-data';

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

/** What a provider's page asks for once its data is in the HTML: the session, and the first service's free slots. */
function providerPagePreloads(providerId: string, provider: unknown) {
  const services = (provider as { services?: { id?: unknown }[] }).services;
  const first = Array.isArray(services) ? services[0]?.id : undefined;
  const slots =
    typeof first === 'string' ? [`/api/providers/${providerId}/slots?${new URLSearchParams({ serviceId: first }).toString()}`] : [];
  return [sessionUrl, ...slots];
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

type ServerEntry = { renderPage: (url: string, data: { provider?: unknown }) => Promise<string> };
type RenderedPage = { html: string; policy: string; preloads: string[] };

/**
 * A provider's page rendered per request: the build's server-side entry renders the page with the
 * provider's answer from the API (the same the browser would fetch) into the page's template, and
 * the answer goes along in the HTML, so the browser paints the provider at once and the app starts
 * from the same data. Unknown providers, and a build without the entry, get the prerendered page.
 */
function createProviderPageRenderer(app: Hono<AppEnv>, distDir: string, logger: Logger) {
  const templateFile = join(distDir, ssrDir, 'provider.html');
  const entryFile = join(distDir, ssrDir, 'prerender.js');
  if (!existsSync(templateFile) || !existsSync(entryFile)) return undefined;
  const template = readFileSync(templateFile, 'utf8');
  const [head, tail] = template.split(ssrOutlet);
  if (head === undefined || tail === undefined) return undefined;
  const policy = pagePolicy(template);
  let entry: Promise<ServerEntry> | undefined;
  return async (providerId: string, path: string): Promise<RenderedPage | undefined> => {
    const answer = await app.request(`/api/providers/${providerId}`);
    if (answer.status !== 200) return undefined;
    const provider: unknown = await answer.json();
    try {
      entry ??= import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;
      const body = await (await entry).renderPage(path, { provider });
      // `<` escaped: the data cannot end its element early, whatever a provider's texts hold.
      const data = JSON.stringify({ provider }).replaceAll('<', '\\u003c');
      const dataElement = `<script type="application/json" id="${pageDataElementId}">${data}</script>`;
      return {
        html: head + body + tail.replace('</body>', `${dataElement}\n  </body>`),
        policy,
        preloads: providerPagePreloads(providerId, provider),
      };
    } catch (error) {
      logger.warn('provider page not rendered: sending the prerendered page', {
        error: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    }
  };
}

const preloadLinks = (urls: string[]) => urls.map((url) => `<${url}>; rel=preload; as=fetch; crossorigin=use-credentials`).join(', ');

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
  const renderProviderPage = createProviderPageRenderer(app, distDir, logger);
  const isPrivate = (path: string) => [prerenderDir, ssrDir].some((dir) => path.startsWith(`/${dir}/`));
  // hono answers HEAD with the GET route, without the body.
  app.get('*', async (c, next) => {
    const path = c.req.path;
    if (isServerPath(path)) return next();
    const file = isPrivate(path) ? undefined : files.get(path);
    // Vite puts a content hash in every asset name, so they never change.
    if (file) return send(c, file, path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    // A missing hashed asset is a 404, not the app shell (a stale tab would otherwise parse HTML as JS).
    if (path.startsWith('/assets/')) return next();
    const providerId = /^\/providers\/([^/]+)\/?$/.exec(path)?.[1];
    const rendered = providerId && renderProviderPage ? await renderProviderPage(providerId, path) : undefined;
    if (rendered) {
      c.header('Link', preloadLinks(rendered.preloads));
      c.header('Cache-Control', 'no-cache');
      c.header('Content-Security-Policy', rendered.policy);
      return c.html(rendered.html);
    }
    // The web app fetches with credentials: the preload must say so to be the same request.
    const preloads = dataPreloadsFor(new URL(c.req.url));
    if (preloads.length > 0) c.header('Link', preloadLinks(preloads));
    return send(c, pageFor(path), 'no-cache');
  });
}
