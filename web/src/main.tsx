import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createQueryClient } from './lib/query-client.ts';
import { FullPageLoading } from './components/ui/full-page-loading.tsx';
import { startApp } from './components/startup/start-app.tsx';
import { routeTree } from './route-tree.gen.ts';
import './styles.css';

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
// Rendering waits for the start-up checks, the visitor's language among them (a few KB), so nobody
// sees English flash first, and for the page's route chunk, so a prerendered page is replaced by the
// same page, not a loading screen.
if (root) {
  await startApp(
    root,
    () => (
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>
    ),
    () => router.load(),
  );
}
