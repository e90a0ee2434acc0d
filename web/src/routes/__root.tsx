import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet, useRouterState } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { BottomBar } from '../app/layout/bottom-bar.tsx';
import { ChatWidget } from '../features/mitra/components/chat-widget.tsx';
import { ErrorFallback } from '../components/ui/error-fallback.tsx';
import { Footer } from '../app/layout/footer.tsx';
import { Header } from '../app/layout/header.tsx';
import { NotFound } from '../components/ui/not-found.tsx';
import { OfflineBanner } from '../app/layout/offline-banner.tsx';
import { ProfileBanner } from '../features/account/components/profile-banner.tsx';
import { useTheme } from '../lib/theme.ts';
import { usePageEnterClass } from '../lib/use-page-enter.ts';
import { usePageSeo } from '../app/use-page-seo.ts';
import { useSession } from '../lib/use-session.ts';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: RootLayout,
  errorComponent: ErrorFallback,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  const { user } = useSession();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  usePageSeo();
  const pageEnter = usePageEnterClass(pathname);
  // Spec §9: one toast at a time, 5 s, swipe threshold 50 px (sonner's default). At the bottom, clear of the
  // header; on phones just above the bottom bar, below the dialogs (ui.ts dialogPlacementClass).
  const toaster = (
    <Toaster
      visibleToasts={1}
      duration={5000}
      position="bottom-center"
      mobileOffset={{ bottom: 'calc(4.5rem + env(safe-area-inset-bottom))' }}
      closeButton
      theme={theme}
    />
  );
  const skipLink = (
    <a
      href="#main"
      className="sr-only z-50 rounded-lg bg-brand-700 px-4 py-2 text-white focus:not-sr-only focus:fixed focus:left-3 focus:top-3"
    >
      {t('app.skipToContent')}
    </a>
  );
  // The admin panel has its own layout (sidebar and admin header, web/src/routes/admin.tsx).
  if (pathname === '/admin' || pathname.startsWith('/admin/')) {
    return (
      <div className="min-h-dvh">
        {skipLink}
        <OfflineBanner />
        <Outlet />
        {toaster}
      </div>
    );
  }
  return (
    <div className="flex min-h-dvh flex-col">
      {skipLink}
      <OfflineBanner />
      <Header />
      {user && <ProfileBanner key={user.id} />}
      <main id="main" tabIndex={-1} key={pathname} className={`${pageEnter} flex-1 focus:outline-none`}>
        <Outlet />
      </main>
      <Footer />
      <BottomBar />
      <ChatWidget />
      {toaster}
    </div>
  );
}
