import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './lib/query-client.ts';
import { initI18n } from './lib/i18n.ts';
import { applyTheme, watchSystemTheme } from './lib/theme.ts';
import { FullPageLoading } from './components/full-page-loading.tsx';
import { routeTree } from './route-tree.gen.ts';
import './styles.css';

applyTheme();
watchSystemTheme();

const queryClient = createQueryClient();
const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  defaultPendingComponent: FullPageLoading,
  defaultPendingMs: 400,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

const root = document.getElementById('root');
// Rendering waits for the visitor's language (a few KB), so nobody sees English flash first, and for
// the page's route chunk, so a prerendered page is replaced by the same page, not a loading screen.
await Promise.all([initI18n(), router.load()]);
if (root) {
  // A transition: React renders in slices of a few milliseconds instead of one long task, so a
  // phone stays responsive while the prerendered page on screen is swapped for the live one.
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );
  });
}
