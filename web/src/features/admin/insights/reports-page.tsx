import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass } from '../../../components/ui/ui.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { DataTable, type TableSort } from '../components/data-table.tsx';
import { providerReportQuery, type ReportFilters, type ReportSort } from './insights-api.ts';
import { lastDays } from './ist-days.ts';
import { RangeFilter } from './range-filter.tsx';
import { useReportColumns } from './report-columns.tsx';

/** /admin/reports: per provider over a range — outcomes, cancellations by who, rating, earnings — with the flagged ones marked. */
export function ReportsPage() {
  const { t } = useTranslation('admin-insights');
  const [filters, setFilters] = useState<ReportFilters>(() => ({ ...lastDays(), page: 1, sort: 'bookings', dir: 'desc' }));
  const [text, setText] = useState('');
  const { data, isFetching } = useQuery(providerReportQuery(filters));
  const columns = useReportColumns();
  const set = (patch: Partial<ReportFilters>) => setFilters((current) => ({ ...current, ...patch, page: 1 }));
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    set({ q: text.trim() || undefined });
  };
  const rule = data?.flagRule;
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader
        title={t('reports.title')}
        description={rule ? t('reports.description', { percent: rule.ratePercent, count: rule.minBookings }) : undefined}
      />
      <RangeFilter value={filters} onChange={(range) => set(range)} idPrefix="reports-range" />
      <section aria-label={t('reports.filters')} className="mb-4 grid grid-cols-1 items-end gap-3 sm:grid-cols-[minmax(0,1fr)_auto]">
        <form role="search" onSubmit={onSearch}>
          <label htmlFor="reports-q" className="block text-xs font-medium text-slate-600 dark:text-slate-400">
            {t('reports.search')}
          </label>
          <input
            id="reports-q"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onBlur={() => set({ q: text.trim() || undefined })}
            placeholder={t('reports.searchPlaceholder')}
            className={`${inputClass} mt-1 h-10 text-sm`}
          />
        </form>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={filters.flagged ?? false}
            onChange={(event) => set({ flagged: event.target.checked })}
            className="h-4 w-4"
            data-testid="reports-flagged-only"
          />
          {t('reports.flaggedOnly')}
        </label>
      </section>
      <DataTable
        label={t('reports.label')}
        columns={columns}
        data={data}
        isFetching={isFetching}
        sort={{ sort: filters.sort, dir: filters.dir }}
        onSortChange={(sort: TableSort) => set({ sort: sort.sort as ReportSort, dir: sort.dir })}
        onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        rowId={(row) => row.provider.id}
        empty={t('reports.empty')}
        testId="admin-reports-table"
      />
    </div>
  );
}
