import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIstDay } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { CancellationsChart, CategoriesChart, ChannelDaysChart, CitiesChart } from './booking-charts.tsx';
import { ChatShareChart, LanguagesChart, SearchMissesChart } from './conversation-charts.tsx';
import { lastDays } from './ist-days.ts';
import { RangeFilter } from './range-filter.tsx';
import type { DateRange } from './insights-api.ts';

/** /admin/analytics: the marketplace over a range of IST days, one chart (and one API call) per question. */
export function AnalyticsPage() {
  const { t, i18n } = useTranslation('admin-insights');
  const [range, setRange] = useState<DateRange>(() => lastDays());
  const day = (date: string) => formatIstDay(date, i18n.language, { weekday: undefined, year: 'numeric' });
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title={t('analytics.title')}
        description={t('analytics.description', { from: day(range.from), to: day(range.to) })}
      />
      <RangeFilter value={range} onChange={setRange} idPrefix="analytics-range" />
      <div className="grid gap-4 lg:grid-cols-2">
        <ChannelDaysChart range={range} />
        <CategoriesChart range={range} />
        <CitiesChart range={range} />
        <CancellationsChart range={range} />
        <ChatShareChart range={range} />
        <LanguagesChart range={range} />
        <SearchMissesChart range={range} />
      </div>
    </div>
  );
}
