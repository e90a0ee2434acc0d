import {
  createColumnHelper,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type RowData,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/ui.ts';
import { cn } from '../../../lib/cn.ts';
import { formatNumber } from '../../../lib/format.ts';

/** Sorting is done by the server: the table only tells it which column and which way. */
const features = tableFeatures({ rowSortingFeature });
type Features = typeof features;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column list mixes value types, as TanStack's own examples type it.
export type AdminColumn<Row extends RowData> = ColumnDef<Features, Row, any>;

/** The column helper of admin tables; a column's id is the sort key the server knows. */
export function adminColumns<Row extends RowData>() {
  return createColumnHelper<Features, Row>();
}

export type TableSort = { sort: string; dir: 'asc' | 'desc' };
export type TablePage<Row> = { items: Row[]; total: number; page: number; pageSize: number };

type DataTableProps<Row extends RowData> = {
  /** The table's accessible name. */
  label: string;
  columns: AdminColumn<Row>[];
  /** Undefined while the first page loads. */
  data: TablePage<Row> | undefined;
  isFetching?: boolean;
  sort: TableSort;
  onSortChange: (sort: TableSort) => void;
  onPageChange: (page: number) => void;
  rowId: (row: Row) => string;
  /** Shown when the filtered list is empty. */
  empty: string;
  testId?: string;
};

const applyUpdater = <T,>(updater: Updater<T>, old: T): T => (typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater);

/**
 * The admin panel's table (spec §10 of the issue: sorting, paging and filters on the server). From
 * 768 px up a table; on a phone each row is a card whose cells carry their column's name.
 */
export function DataTable<Row extends RowData>({
  label,
  columns,
  data,
  isFetching,
  sort,
  onSortChange,
  onPageChange,
  rowId,
  empty,
  testId,
}: DataTableProps<Row>) {
  const { t, i18n } = useTranslation('admin');
  const sorting: SortingState = [{ id: sort.sort, desc: sort.dir === 'desc' }];
  const table = useTable({
    features,
    columns,
    data: data?.items ?? [],
    getRowId: (row) => rowId(row),
    state: { sorting },
    manualSorting: true,
    enableSortingRemoval: false,
    // A column sorts only where the server can sort by it: columns say `enableSorting: true`.
    defaultColumn: { enableSorting: false },
    onSortingChange: (updater) => {
      const [next] = applyUpdater(updater, sorting);
      if (next) onSortChange({ sort: next.id, dir: next.desc ? 'desc' : 'asc' });
    },
  });
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const rows = table.getRowModel().rows;
  return (
    <div data-testid={testId} aria-busy={isFetching ? 'true' : undefined}>
      <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white max-md:border-0 max-md:bg-transparent dark:border-slate-800 dark:bg-slate-900 max-md:dark:bg-transparent">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{label}</caption>
          <thead className="max-md:sr-only">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} className="border-b border-slate-200 dark:border-slate-800">
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      className="whitespace-nowrap px-3 py-2.5 font-semibold text-slate-700 dark:text-slate-300"
                      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 rounded hover:text-brand-700 dark:hover:text-brand-300"
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <table.FlexRender header={header} />
                          {sorted === 'asc' ? (
                            <ArrowUp aria-hidden="true" className="h-3.5 w-3.5" />
                          ) : sorted === 'desc' ? (
                            <ArrowDown aria-hidden="true" className="h-3.5 w-3.5" />
                          ) : (
                            <ArrowUpDown aria-hidden="true" className="h-3.5 w-3.5 opacity-50" />
                          )}
                        </button>
                      ) : (
                        <table.FlexRender header={header} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="max-md:space-y-3 max-md:[&]:block">
            {rows.map((row) => (
              <tr
                key={row.id}
                data-testid="admin-row"
                className="border-b border-slate-100 last:border-0 max-md:block max-md:rounded-2xl max-md:border max-md:border-slate-200 max-md:bg-white max-md:p-3 max-md:last:border dark:border-slate-800 max-md:dark:bg-slate-900"
              >
                {row.getAllCells().map((cell) => {
                  const header = cell.column.columnDef.header;
                  return (
                    <td
                      key={cell.id}
                      data-label={typeof header === 'string' ? header : ''}
                      className="px-3 py-2.5 align-top max-md:flex max-md:gap-3 max-md:px-0 max-md:py-1 max-md:before:w-28 max-md:before:flex-none max-md:before:text-slate-500 max-md:before:content-[attr(data-label)] dark:max-md:before:text-slate-400"
                    >
                      <div className="min-w-0 max-md:flex-1 max-md:break-words">
                        <table.FlexRender cell={cell} />
                      </div>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {data && rows.length === 0 && (
          <p role="status" className="px-4 py-10 text-center text-slate-600 dark:text-slate-400">
            {empty}
          </p>
        )}
        {!data && (
          <p role="status" className="px-4 py-10 text-center text-slate-600 dark:text-slate-400">
            {t('table.loading')}
          </p>
        )}
      </div>
      {data && data.total > 0 && (
        <nav aria-label={t('table.paging')} className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-slate-600 dark:text-slate-400" data-testid="table-total">
            {t('table.total', { count: data.total, formatted: formatNumber(data.total, i18n.language) })}
          </p>
          <div className="flex items-center gap-2">
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              disabled={data.page <= 1}
              onClick={() => onPageChange(data.page - 1)}
            >
              <ChevronLeft aria-hidden="true" className="h-4 w-4" />
              {t('table.previous')}
            </button>
            <span className={cn('tabular-nums', isFetching && 'opacity-60')}>{t('table.pageOf', { page: data.page, pages })}</span>
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              disabled={data.page >= pages}
              onClick={() => onPageChange(data.page + 1)}
            >
              {t('table.next')}
              <ChevronRight aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
        </nav>
      )}
    </div>
  );
}
