import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { quotaQuery } from '../../../server-state/bookings-queries.ts';

/** Free bookings used of the limit (spec §4 quota); unlimited on Pro and Enterprise. */
export function QuotaMeter() {
  const { t } = useTranslation();
  const { data } = useQuery(quotaQuery());
  if (!data) return null;
  if (data.limit === null)
    return (
      <p className="text-sm font-semibold text-brand-700 dark:text-brand-300" data-testid="quota">
        {t('profile.unlimited')}
      </p>
    );
  const percent = data.limit === 0 ? 100 : Math.min(100, Math.round((data.used / data.limit) * 100));
  return (
    <div data-testid="quota">
      <p className="text-sm">{t('profile.quotaUsed', { used: data.used, limit: data.limit })}</p>
      <div
        role="meter"
        aria-valuemin={0}
        aria-valuemax={data.limit}
        aria-valuenow={data.used}
        aria-label={t('profile.quota')}
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
