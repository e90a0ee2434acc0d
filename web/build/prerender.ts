/**
 * Prerenders the public pages at the end of `vite build` (npm run build). The app's server-side
 * entry (src/prerender.tsx) is built into dist/ssr/; each page's HTML, rendered by it, goes into the
 * built index.html's root, with the page's own title and description, as dist/pages/<name>.html,
 * precompressed like every other file. The server sends it for the page's path (api/web-assets.ts).
 * A page that cannot be prerendered is left out with a warning: the server then sends the empty
 * shell, as before. The provider page also gets a template, dist/ssr/provider.html, into which the
 * server renders each provider's page with its data.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import seo from '../../locales/en/seo.json' with { type: 'json' };

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the server-side entry is built, under the client's dist (the server never sends it: api/web-assets.ts). */
export const ssrDir = 'ssr';
/** Where the server renders a provider's page into dist/ssr/provider.html (api/web-assets.ts). */
export const ssrOutlet = '<!--ssr-outlet-->';

/**
 * Path rendered, file written (the names api/web-assets.ts maps paths to), texts used, the route's
 * module (its code is fetched with the app's), and for a page the server renders per request, its template.
 */
const pages = [
  { path: '/', file: 'landing.html', texts: seo.pages.landing, route: 'src/routes/index.tsx' },
  { path: '/providers', file: 'providers.html', texts: seo.pages.providers, route: 'src/routes/providers/index.tsx' },
  // Any provider: before its data arrives every provider page looks the same (an unknown id, a failed render).
  {
    path: '/providers/prerender',
    file: 'provider.html',
    texts: seo.pages.providers,
    route: 'src/routes/providers/$providerId.tsx',
    template: 'provider.html',
  },
] as const;

/** The client build's chunks: file name by the module a chunk stands for, and what each imports. */
type Chunks = { byModule: Map<string, string[]>; imports: Map<string, string[]> };

/**
 * The files a route's page needs beyond the app's entry: the chunks the router splits the route's
 * module into (`?tsr-split=…`) and what they import, in the order they are needed.
 */
function routeFiles(chunks: Chunks, route: string) {
  const files = new Set<string>();
  const add = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const imported of chunks.imports.get(file) ?? []) add(imported);
  };
  for (const file of chunks.byModule.get(`${webRoot}${route}`) ?? []) add(file);
  return [...files].map((file) => `/${file}`);
}

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/**
 * Preloads for the Latin Noto Sans faces a page's first screen uses (400 text, 600 buttons, 700
 * headings), found by name in the built CSS: they are needed for the first paint, and asked for
 * with the HTML instead of after the CSS is parsed, they are there before the text is (no swap).
 */
async function fontPreloads(distDir: string, shell: string) {
  const stylesheet = /<link rel="stylesheet"[^>]* href="\/([^"]+\.css)"/.exec(shell)?.[1];
  if (!stylesheet) return '';
  const css = await readFile(`${distDir}/${stylesheet}`, 'utf8');
  const fonts = [...new Set(css.match(/\/assets\/noto-sans-latin-(?:400|600|700)-normal-[\w-]+\.woff2/g) ?? [])];
  return fonts.map((href) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>`).join('\n    ');
}

/**
 * A prerendered page paints from its HTML and stylesheet alone; its JavaScript only takes over. So the
 * page asks for its code once it has painted (its first contentful paint; at once when it paints
 * nothing: a background tab, a Hindi visitor's hidden English page; after 2 s at the latest): on a slow
 * phone connection the stylesheet and the fonts get the bandwidth first, instead of sharing it with
 * some 190 KB of High-priority script. The entry module, the modules it imports and the route's own
 * chunks are asked for together (modulepreload), so the page's code arrives in one round trip.
 */
function scriptsAfterPaint(shell: string, routeModules: readonly string[]) {
  const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(shell);
  if (!entry) throw new Error('index.html has no entry <script type="module" crossorigin src="...">');
  const preloads = [...shell.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
  const withoutTags = preloads.reduce((html, [tag]) => html.replace(tag, ''), shell.replace(entry[0], ''));
  const modules = [...new Set([...preloads.map(([, href]) => href ?? ''), ...routeModules])];
  const loader = `<script>
      (function () {
        var started = false;
        function start() {
          if (started) return;
          started = true;
          ${JSON.stringify(modules)}.forEach(function (href) {
            var link = document.createElement('link');
            link.rel = 'modulepreload';
            link.crossOrigin = '';
            link.href = href;
            document.head.appendChild(link);
          });
          var script = document.createElement('script');
          script.type = 'module';
          script.crossOrigin = '';
          script.src = ${JSON.stringify(entry[1])};
          document.head.appendChild(script);
        }
        var page = document.querySelector('[data-prerendered]');
        var painting = !document.hidden && page && getComputedStyle(page).visibility !== 'hidden';
        if (!painting || !window.PerformanceObserver || PerformanceObserver.supportedEntryTypes.indexOf('paint') < 0) return start();
        new PerformanceObserver(function (list, observer) {
          if (list.getEntriesByName('first-contentful-paint').length === 0) return;
          observer.disconnect();
          start();
        }).observe({ type: 'paint', buffered: true });
        document.addEventListener('visibilitychange', start);
        setTimeout(start, 2000);
      })();
    </script>`;
  return withoutTags.replace('</body>', `  ${loader}\n  </body>`);
}

function pageHtml(
  shell: string,
  body: string,
  texts: { title: string; description: string },
  preloads: string,
  routeModules: readonly string[],
) {
  const html = scriptsAfterPaint(shell, routeModules)
    .replace(/(\s*)<link rel="stylesheet"/, (match, indent: string) => (preloads ? `${indent}${preloads}${match}` : match))
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(texts.title)}</title>`)
    .replace(/<meta name="description" content="[^"]*"/, `<meta name="description" content="${escapeHtml(texts.description)}"`)
    // Its buttons and fields do nothing until the app is live: say so (aria-disabled), so assistive
    // technology and automation wait for the live page instead of pressing a dead button.
    .replace('<div id="root"></div>', `<div id="root"><div data-prerendered="" aria-disabled="true">${body}</div></div>`);
  if (!html.includes('data-prerendered')) throw new Error('index.html has no empty <div id="root"></div> to fill');
  return html;
}

type Entry = { renderPage: (url: string) => Promise<string> };

/** The app's server-side entry, built for Node (its packages stay in node_modules), then loaded. */
async function buildEntry(distDir: string): Promise<Entry> {
  const outDir = `${distDir}/${ssrDir}`;
  await build({
    configFile: `${webRoot}vite.config.ts`,
    logLevel: 'warn',
    build: { ssr: 'src/prerender.tsx', outDir, emptyOutDir: true, copyPublicDir: false },
  });
  return (await import(pathToFileURL(`${outDir}/prerender.js`).href)) as Entry;
}

async function prerender(distDir: string, chunks: Chunks) {
  const pagesDir = `${distDir}/pages`;
  const { renderPage } = await buildEntry(distDir);
  const shell = await readFile(`${distDir}/index.html`, 'utf8');
  const preloads = await fontPreloads(distDir, shell);
  await mkdir(pagesDir, { recursive: true });
  for (const page of pages) {
    const routeModules = routeFiles(chunks, page.route);
    try {
      await writeFile(`${pagesDir}/${page.file}`, pageHtml(shell, await renderPage(page.path), page.texts, preloads, routeModules));
      if ('template' in page) {
        await writeFile(`${distDir}/${ssrDir}/${page.template}`, pageHtml(shell, ssrOutlet, page.texts, preloads, routeModules));
      }
    } catch (error) {
      console.warn(
        `prerender: ${page.path} left out (the server sends the empty shell): ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    }
  }
}

/** Runs after the bundle is written and before `precompress` (listed after it in vite.config.ts). */
export function prerenderPages(distDir: string): Plugin {
  const chunks: Chunks = { byModule: new Map(), imports: new Map() };
  return {
    name: 'bookmitra:prerender',
    // Not in the build of the server-side entry it starts itself.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    enforce: 'post',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        chunks.imports.set(chunk.fileName, chunk.imports);
        const module = chunk.facadeModuleId?.split('?')[0];
        if (module) chunks.byModule.set(module, [...(chunks.byModule.get(module) ?? []), chunk.fileName]);
      }
    },
    closeBundle: { order: 'post', sequential: true, handler: () => prerender(distDir, chunks) },
  };
}
