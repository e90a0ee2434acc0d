import { useTranslation } from 'react-i18next';

/**
 * `fill`: the spinner stands for a whole page's data and holds a screen's height, so that what
 * follows (the footer) is not pushed down on screen when the data arrives (layout shift).
 */
export function Spinner({ label, fill = false }: { label?: string; fill?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      className={`flex justify-center gap-3 py-12 text-slate-600 dark:text-slate-400 ${fill ? 'min-h-dvh items-start' : 'items-center'}`}
    >
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
