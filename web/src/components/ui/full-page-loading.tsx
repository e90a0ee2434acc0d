import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './ui.ts';

/** Spec §9: after 15 s the loading screen admits it and offers to continue. */
const slowAfterMs = 15_000;

/** Shown while a route waits (session check, a chunk): "Loading BookMitra" (spec §2 loading screen). */
export function FullPageLoading() {
  const { t } = useTranslation();
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), slowAfterMs);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div role="status" className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-slate-600 dark:text-slate-400">
      <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span>{t('app.loading')}</span>
      {slow && (
        <>
          <span className="text-sm">{t('app.slow')}</span>
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => window.location.assign('/')}>
            {t('app.continueAnyway')}
          </button>
        </>
      )}
    </div>
  );
}
