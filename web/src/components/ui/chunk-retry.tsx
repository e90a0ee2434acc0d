import { useRouter } from '@tanstack/react-router';
import { RefreshCw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './ui.ts';

/** Spec §9: chunk loads are retried 3 times, waiting (n+1) seconds. */
const maxRetries = 3;
// Module-level: the error view remounts after each failed retry, the count must survive that.
let retries = 0;

export function isChunkLoadError(error: unknown) {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to load module script|ChunkLoadError/i.test(message);
}

/** After a deploy an open tab may ask for chunks that no longer exist: retry, then offer a refresh. */
export function ChunkRetry() {
  const { t } = useTranslation();
  const router = useRouter();
  const [attempt, setAttempt] = useState(retries);
  useEffect(() => {
    if (attempt >= maxRetries) return;
    const timer = setTimeout(
      () => {
        retries += 1;
        setAttempt(retries);
        void router.invalidate();
      },
      (attempt + 1) * 1000,
    );
    return () => clearTimeout(timer);
  }, [attempt, router]);
  const exhausted = attempt >= maxRetries;
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <RefreshCw aria-hidden="true" className={`h-10 w-10 text-brand-600 ${exhausted ? '' : 'animate-spin'}`} />
      <p className="mt-4 font-semibold">{exhausted ? t('errors.chunkFailed') : t('errors.chunkRetrying')}</p>
      {!exhausted && attempt > 0 && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('errors.chunkAttempt', { n: attempt })}</p>
      )}
      {exhausted && (
        <button type="button" className={buttonClass('primary', 'md', 'mt-6')} onClick={() => window.location.reload()}>
          {t('errors.refresh')}
        </button>
      )}
    </div>
  );
}
