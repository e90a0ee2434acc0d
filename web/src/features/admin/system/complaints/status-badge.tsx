import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';

const statusClass = {
  open: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  in_progress: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  resolved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
} as const;

export function StatusBadge({ status }: { status: keyof typeof statusClass }) {
  const { t } = useTranslation('admin-system');
  return (
    <span
      className={cn('whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold', statusClass[status])}
      data-testid="status-badge"
    >
      {t(`complaints.status.${status}`)}
    </span>
  );
}
