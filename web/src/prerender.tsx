import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initEnglish } from './lib/i18n.ts';
import { createQueryClient } from './lib/query-client.ts';
import { routeTree } from './route-tree.gen.ts';

/**
 * The build's prerender entry (web/build/prerender.ts loads it through Vite's SSR): a public page
 * rendered as a first-time English visitor sees it before any data arrives, so its HTML paints
 * the page's frame while the JavaScript loads. The browser then renders the same page over it.
 */
let english: ReturnType<typeof initEnglish> | undefined;

// Node's navigator has no onLine: the visitor the page is rendered for is online.
if (typeof navigator !== 'undefined' && navigator.onLine === undefined) Object.defineProperty(navigator, 'onLine', { value: true });

export async function renderPage(url: string) {
  english ??= initEnglish();
  await english;
  const queryClient = createQueryClient();
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
