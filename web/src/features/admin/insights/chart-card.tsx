import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../../components/ui/ui.ts';

export type TableColumn = { key: string; label: string; numeric?: boolean };

/** The figures behind a chart as a plain table: what a screen reader reads, and anyone can open. */
export function ChartTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: TableColumn[];
  rows: Array<Record<string, ReactNode>>;
}) {
  return (
    // Focusable so a keyboard can scroll a long table (twenty search terms, a year of days).
    <div className="max-h-72 overflow-auto" tabIndex={0} role="region" aria-label={caption}>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 dark:border-slate-800">
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`px-2 py-1.5 font-semibold ${column.numeric ? 'text-right' : ''}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
              {columns.map((column) => (
                <td key={column.key} className={`px-2 py-1 ${column.numeric ? 'text-right tabular-nums' : ''}`}>
                  {row[column.key]}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type ChartCardProps = {
  name: string;
  title: string;
  /** One sentence with the chart's main figures, read before the picture. */
  summary: string | undefined;
  loading: boolean;
  empty: boolean;
  table: ReactNode;
  children: ReactNode;
  wide?: boolean;
};

/** One analytics chart: title, a one-line summary, the chart (hidden from screen readers), and its table. */
export function ChartCard({ name, title, summary, loading, empty, table, children, wide }: ChartCardProps) {
  const { t } = useTranslation('admin-insights');
  const titleId = `chart-${name}-title`;
  return (
    <section
      aria-labelledby={titleId}
      aria-busy={loading ? 'true' : undefined}
      className={`${cardClass} min-w-0 p-4 ${wide ? 'lg:col-span-2' : ''}`}
      data-testid={`chart-${name}`}
    >
      <h2 id={titleId} className="font-semibold">
        {title}
      </h2>
      {loading ? (
        <p role="status" className="py-16 text-center text-sm text-slate-600 dark:text-slate-400">
          {t('charts.loading')}
        </p>
      ) : empty ? (
        <p role="status" className="py-16 text-center text-sm text-slate-600 dark:text-slate-400" data-testid="chart-empty">
          {t('charts.empty')}
        </p>
      ) : (
        <>
          {summary && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{summary}</p>}
          <div aria-hidden="true" className="mt-3 h-64 w-full">
            {children}
          </div>
          <details className="mt-3 text-sm">
            <summary className="cursor-pointer font-medium text-brand-700 dark:text-brand-300">{t('charts.showTable')}</summary>
            <div className="mt-2">{table}</div>
          </details>
        </>
      )}
    </section>
  );
}
