import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { prerenderPages } from './build/prerender.ts';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
// The API the dev server proxies to (`npm run dev` listens on 3000 by default).
const apiTarget = process.env.API_URL ?? 'http://localhost:3000';
/** The packages every page runs (see build.rolldownOptions below). */
// TanStack Table is not among them: only the admin tables use it.
const frameworkModules =
  /node_modules[/\\](?:(?:react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store)[/\\]|@tanstack[/\\](?!react-table|table-core))/;

export default defineConfig({
  root: webRoot,
  publicDir: `${webRoot}public`,
  plugins: [
    // The router plugin must come before react(); it writes src/route-tree.gen.ts.
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: `${webRoot}src/routes`,
      generatedRouteTree: `${webRoot}src/route-tree.gen.ts`,
      quoteStyle: 'single',
    }),
    react(),
    tailwindcss(),
    // Last: the prerendered pages, then the brotli and gzip copies of every file, those pages too.
    prerenderPages(`${webRoot}dist`),
    precompress(`${webRoot}dist`),
  ],
  build: {
    outDir: `${webRoot}dist`,
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        // Every page needs React, the router, the query cache and i18next: one file instead of some
        // twenty small shared chunks, each a request (a round trip on a phone) before the first render.
        // The icons are a few hundred bytes each: one file of them all beats a request per icon.
        codeSplitting: {
          groups: [
            { name: 'framework', test: frameworkModules },
            { name: 'icons', test: /node_modules[/\\]lucide-react[/\\]/ },
            // The query options and keys, shared (server-state/) and the features' own (a few hundred bytes
            // each, shared by the shell and the pages): one file, not one request apiece. Not better-auth's
            // (auth-queries): it loads the auth client.
            { name: 'queries', test: /(?:features[/\\][\w-]+[/\\]api|server-state)[/\\](?!auth-)[\w-]+-queries\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': {
        target: apiTarget,
        // better-auth and CORS trust the API's own origin: present the dev page as coming from it.
        configure: (proxy) => proxy.on('proxyReq', (request) => request.setHeader('origin', new URL(apiTarget).origin)),
      },
    },
  },
});
