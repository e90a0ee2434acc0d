import { useTranslation } from 'react-i18next';

export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-600 dark:text-slate-400">
      <span aria-hidden="true" className="h-6 w-6 animate-spin rounded-full border-2 border-brand-600 border-t-transparent" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
