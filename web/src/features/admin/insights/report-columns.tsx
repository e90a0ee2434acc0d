import { Link } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { adminColumns } from '../components/data-table.tsx';
import type { ReportRow } from './insights-api.ts';

const column = adminColumns<ReportRow>();

/** The provider report's columns; each column id is the sort key the server knows. Memoised: a new list remounts cells. */
export function useReportColumns() {
  const { t, i18n } = useTranslation(['admin-insights', 'web']);
  return useMemo(() => {
    const n = (value: number) => formatNumber(value, i18n.language);
    const count = (id: 'bookings' | 'completed' | 'noShows' | 'cancelledByProvider' | 'lateCancels' | 'cancelledByClient', label: string) =>
      column.accessor(id, {
        id,
        header: label,
        enableSorting: true,
        cell: ({ getValue }) => <span className="tabular-nums">{n(getValue())}</span>,
      });
    return [
      column.accessor((row) => row.provider.name, {
        id: 'name',
        header: t('reports.provider'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="block min-w-0">
            <Link
              to="/admin/bookings"
              search={{ providerId: row.original.provider.id }}
              className="font-medium text-brand-700 hover:underline dark:text-brand-300"
            >
              {row.original.provider.name}
            </Link>
            <span className="block text-xs text-slate-600 dark:text-slate-400">
              {t(`categories.${row.original.provider.category}`, { ns: 'web' })} · {row.original.provider.city}
            </span>
          </span>
        ),
      }),
      count('bookings', t('reports.bookings')),
      count('completed', t('reports.completed')),
      count('noShows', t('reports.noShows')),
      count('cancelledByProvider', t('reports.cancelledByProvider')),
      count('lateCancels', t('reports.lateCancels')),
      count('cancelledByClient', t('reports.cancelledByClient')),
      column.display({
        id: 'cancelledOther',
        header: t('reports.cancelledOther'),
        cell: ({ row }) => (
          <span className="tabular-nums" title={t('reports.cancelledOtherHint')}>
            {n(row.original.cancelledByAdmin)} / {n(row.original.cancelledUnknown)}
          </span>
        ),
      }),
      column.accessor('rating', {
        id: 'rating',
        header: t('reports.rating'),
        enableSorting: true,
        cell: ({ row }) =>
          row.original.rating === null
            ? t('reports.noRating')
            : t('reports.ratingValue', { rating: row.original.rating.toFixed(1), count: row.original.reviews }),
      }),
      column.accessor('earningsPaise', {
        id: 'earnings',
        header: t('reports.earnings'),
        enableSorting: true,
        cell: ({ getValue }) => <span className="tabular-nums">{formatRupees(getValue(), i18n.language)}</span>,
      }),
      column.display({
        id: 'flags',
        header: t('reports.flags'),
        cell: ({ row }) =>
          row.original.flags.length === 0 ? (
            <span className="text-slate-500">—</span>
          ) : (
            <span className="flex flex-wrap gap-1" data-testid="report-flag">
              {row.original.flags.map((flag) => (
                <span
                  key={flag}
                  className="inline-flex items-center gap-1 rounded-full bg-red-100 px-2 py-0.5 text-xs font-medium text-red-900 dark:bg-red-900/50 dark:text-red-100"
                >
                  <AlertTriangle aria-hidden="true" className="h-3 w-3" />
                  {t(`reports.flag.${flag}`)}
                </span>
              ))}
            </span>
          ),
      }),
    ];
  }, [t, i18n.language]);
}
