import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initEnglish } from './lib/i18n.ts';
import { providerQuery } from './features/catalog/index.ts';
import type { PageData } from './lib/page-data.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routeTree } from './route-tree.gen.ts';

/**
 * The server-side entry, built as dist/ssr/prerender.js (web/build/prerender.ts): a page rendered
 * as a first-time English visitor sees it, so its HTML paints the page while the JavaScript loads;
 * the browser then renders the same page over it. The build renders the public pages once, with no
 * data; the server renders a provider's page per request with the provider's data (api/web-assets.ts).
 */
let english: ReturnType<typeof initEnglish> | undefined;

// Node's navigator has no onLine: the visitor the page is rendered for is online.
if (typeof navigator !== 'undefined' && navigator.onLine === undefined) Object.defineProperty(navigator, 'onLine', { value: true });

export async function renderPage(url: string, data: PageData = {}) {
  english ??= initEnglish();
  await english;
  const queryClient = createQueryClient();
  // The server's render of a provider's page: its query starts with the provider's data.
  if (data.provider) queryClient.setQueryData(providerQuery(data.provider.id).queryKey, data.provider);
  const router = createRouter({ routeTree, context: { queryClient }, history: createMemoryHistory({ initialEntries: [url] }) });
  await router.load();
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
