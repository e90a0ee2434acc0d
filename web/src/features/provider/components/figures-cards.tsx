import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../../components/ui/ui.ts';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { figuresQuery } from '../api/provider-api.ts';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div className={`${cardClass} p-3`}>
      <dt className="text-xs font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="mt-1 text-xl font-bold tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Today, this week, attendance, earnings this month (completed bookings), rating. */
export function FiguresCards() {
  const { t, i18n } = useTranslation('provider-web');
  const { data } = useQuery(figuresQuery);
  const lang = i18n.language;
  const dash = '—';
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5" aria-label={t('figures.title')}>
      <Figure label={t('figures.today')} value={data ? formatNumber(data.today, lang) : dash} testId="figure-today" />
      <Figure label={t('figures.thisWeek')} value={data ? formatNumber(data.thisWeek, lang) : dash} testId="figure-week" />
      <Figure
        label={t('figures.attendance')}
        value={data?.attendanceRate == null ? dash : `${formatNumber(Math.round(data.attendanceRate * 100), lang)}%`}
        testId="figure-attendance"
      />
      <Figure
        label={t('figures.earnings')}
        value={data ? formatRupees(data.earningsThisMonthPaise, lang) : dash}
        testId="figure-earnings"
      />
      <Figure
        label={t('figures.rating')}
        value={data?.rating.count ? t('figures.ratingValue', { average: data.rating.average.toFixed(1), count: data.rating.count }) : dash}
        testId="figure-rating"
      />
    </dl>
  );
}
