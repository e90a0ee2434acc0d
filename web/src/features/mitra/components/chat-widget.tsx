import { useRouterState } from '@tanstack/react-router';
import { Bot } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '../../../components/ui/error-boundary.tsx';

// The chat (AI SDK, message rendering) loads when first opened, never with the landing page.
const MitraChat = lazy(() => import('./mitra-chat.tsx').then((module) => ({ default: module.MitraChat })));

/** The floating assistant: a round button that opens a 24rem × 500 px panel (spec §2, §9). */
export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  // Mitra's own pages (/mitra, and /ambient labelled Chat) are the chat already.
  const onMitraPage = useRouterState({ select: (state) => ['/mitra', '/ambient'].includes(state.location.pathname) });
  if (onMitraPage) return null;
  return (
    // A chat widget that fails to load is replaced by nothing (spec §8).
    <ErrorBoundary fallback={null}>
      {opened && (
        <div
          className={
            open
              ? 'fixed inset-x-2 bottom-20 z-50 h-[min(500px,calc(100dvh-7rem))] overflow-hidden rounded-2xl border border-slate-200 shadow-2xl md:inset-x-auto md:bottom-6 md:right-6 md:w-96 dark:border-slate-700'
              : 'hidden'
          }
          data-testid="chat-panel"
        >
          <Suspense fallback={null}>
            <MitraChat variant="widget" onClose={() => setOpen(false)} />
          </Suspense>
        </div>
      )}
      {!open && (
        <button
          type="button"
          onClick={() => {
            setOpened(true);
            setOpen(true);
          }}
          aria-label={t('mitra.open')}
          // On phones it sits in the gap in the middle of the bottom bar, so it covers no page content;
          // from md up there is no bottom bar and it floats in the corner.
          className="fixed bottom-[calc(0.25rem+env(safe-area-inset-bottom))] left-1/2 z-50 flex h-12 w-12 -translate-x-1/2 items-center justify-center rounded-full bg-brand-700 text-white shadow-lg ring-4 ring-white transition hover:bg-brand-800 md:bottom-6 md:left-auto md:right-6 md:h-14 md:w-14 md:translate-x-0 md:ring-0 dark:bg-brand-500 dark:text-slate-950 dark:ring-slate-900"
          data-testid="chat-open"
        >
          <Bot aria-hidden="true" className="h-6 w-6 md:h-7 md:w-7" />
        </button>
      )}
    </ErrorBoundary>
  );
}
