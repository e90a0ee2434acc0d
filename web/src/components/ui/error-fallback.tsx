import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChunkRetry, isChunkLoadError } from './chunk-retry.tsx';
import { buttonClass } from './ui.ts';

const errorLogKey = 'app_errors';
const keptErrors = 10;

/** Spec §8: the page-level fallback keeps the last 10 errors in session storage. */
function recordError(error: Error, id: string) {
  try {
    const log = JSON.parse(sessionStorage.getItem(errorLogKey) ?? '[]') as unknown[];
    log.push({ id, message: error.message, stack: error.stack, at: new Date().toISOString(), url: location.href });
    sessionStorage.setItem(errorLogKey, JSON.stringify(log.slice(-keptErrors)));
  } catch {
    // Storage full or blocked: the error id on screen is still enough to report it.
  }
}

export function ErrorFallback(props: ErrorComponentProps) {
  return isChunkLoadError(props.error) ? <ChunkRetry /> : <PageError {...props} />;
}

function PageError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const [id] = useState(() => crypto.randomUUID().slice(0, 8));
  useEffect(() => {
    recordError(error instanceof Error ? error : new Error(String(error)), id);
  }, [error, id]);
  return (
    <div role="alert" className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <AlertTriangle aria-hidden="true" className="h-12 w-12 text-amber-500" />
      <h1 className="mt-4 text-2xl font-bold">{t('errors.title')}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">{t('errors.body')}</p>
      <div className="mt-6 flex gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => {
            reset();
            void router.invalidate();
          }}
        >
          {t('errors.tryAgain')}
        </button>
        <Link to="/" className={buttonClass('outline')}>
          {t('errors.goHome')}
        </Link>
      </div>
      <p className="mt-6 font-mono text-xs text-slate-500">{t('errors.errorId', { id })}</p>
    </div>
  );
}
