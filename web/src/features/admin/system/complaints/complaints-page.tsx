import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../../../components/ui/ui.ts';
import { formatIstDateTime } from '../../../../lib/format.ts';
import { AdminPageHeader } from '../../components/admin-page-header.tsx';
import { adminColumns, DataTable, type AdminColumn, type TableSort } from '../../components/data-table.tsx';
import { adminComplaintsQuery, type AdminComplaint, type ComplaintFilters } from '../api/system-api.ts';
import { ComplaintDetail } from './complaint-detail.tsx';
import { StatusBadge } from './status-badge.tsx';

const column = adminColumns<AdminComplaint>();
const statuses = ['open', 'in_progress', 'resolved'] as const;
const assignees = ['any', 'me', 'none'] as const;

function useColumns(open: (id: string) => void): AdminColumn<AdminComplaint>[] {
  const { t, i18n } = useTranslation('admin-system');
  return [
    column.accessor('subject', {
      id: 'subject',
      header: t('complaints.subject'),
      enableSorting: true,
      cell: ({ row }) => (
        <button type="button" className="text-left font-semibold hover:underline" onClick={() => open(row.original.id)}>
          <span className="break-words">{row.original.subject}</span>
          <span className="block text-xs font-normal text-slate-600 dark:text-slate-400">{row.original.reference}</span>
        </button>
      ),
    }),
    column.accessor((row) => row.client.name, {
      id: 'client',
      header: t('complaints.client'),
      cell: ({ row }) => (
        <span className="break-words">
          {row.original.client.name}
          <span className="block text-xs text-slate-600 dark:text-slate-400">{row.original.client.email}</span>
        </span>
      ),
    }),
    column.accessor('status', {
      id: 'status',
      header: t('complaints.statusLabel'),
      enableSorting: true,
      cell: ({ getValue }) => <StatusBadge status={getValue()} />,
    }),
    column.accessor((row) => row.assignee?.email ?? '', {
      id: 'assignee',
      header: t('complaints.assignee'),
      cell: ({ getValue }) => getValue() || t('complaints.unassigned'),
    }),
    column.accessor('updatedAt', {
      id: 'updatedAt',
      header: t('complaints.updated'),
      enableSorting: true,
      cell: ({ getValue }) => formatIstDateTime(getValue(), i18n.language),
    }),
  ];
}

/** /admin/complaints: complaints by status and assignee, searched and paged on the server; a row opens the complaint. */
export function AdminComplaintsPage() {
  const { t } = useTranslation('admin-system');
  const [filters, setFilters] = useState<ComplaintFilters>({
    status: 'open',
    assigned: 'any',
    sort: 'createdAt',
    dir: 'desc',
    page: 1,
    pageSize: 20,
  });
  const [search, setSearch] = useState('');
  const [openId, setOpenId] = useState<string | null>(null);
  const { data, isFetching } = useQuery(adminComplaintsQuery(filters));
  const columns = useColumns(setOpenId);
  const statusId = useId();
  const assignedId = useId();
  const searchId = useId();
  const change = (next: Partial<ComplaintFilters>) => setFilters((current) => ({ ...current, page: 1, ...next }));
  return (
    <div>
      <AdminPageHeader title={t('complaints.title')} description={t('complaints.description')} />
      <form
        className="mb-4 grid gap-3 sm:grid-cols-[10rem_10rem_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          change({ q: search.trim() || undefined });
        }}
      >
        <div>
          <label htmlFor={statusId} className="block text-sm font-medium">
            {t('complaints.statusLabel')}
          </label>
          <select
            id={statusId}
            className={`${inputClass} mt-1`}
            value={filters.status ?? ''}
            onChange={(event) => change({ status: (event.target.value || undefined) as ComplaintFilters['status'] })}
            data-testid="complaints-status-filter"
          >
            <option value="">{t('complaints.allStatuses')}</option>
            {statuses.map((status) => (
              <option key={status} value={status}>
                {t(`complaints.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={assignedId} className="block text-sm font-medium">
            {t('complaints.assignee')}
          </label>
          <select
            id={assignedId}
            className={`${inputClass} mt-1`}
            value={filters.assigned ?? 'any'}
            onChange={(event) => change({ assigned: event.target.value as ComplaintFilters['assigned'] })}
          >
            {assignees.map((value) => (
              <option key={value} value={value}>
                {t(`complaints.assigned_${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={searchId} className="block text-sm font-medium">
            {t('complaints.search')}
          </label>
          <input
            id={searchId}
            type="search"
            className={`${inputClass} mt-1`}
            value={search}
            maxLength={100}
            placeholder={t('complaints.searchPlaceholder')}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass('secondary')}>
          {t('complaints.searchButton')}
        </button>
      </form>
      <DataTable
        label={t('complaints.title')}
        columns={columns}
        data={data}
        isFetching={isFetching}
        sort={{ sort: filters.sort ?? 'createdAt', dir: filters.dir ?? 'desc' }}
        onSortChange={(sort: TableSort) => change({ sort: sort.sort as ComplaintFilters['sort'], dir: sort.dir })}
        onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        rowId={(row) => row.id}
        empty={t('complaints.empty')}
        testId="complaints-table"
      />
      {openId && <ComplaintDetail id={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}
