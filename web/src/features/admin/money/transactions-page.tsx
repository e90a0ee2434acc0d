import { DateHint, dateHintId } from '../../../components/ui/date-hint.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/ui.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { DataTable } from '../components/data-table.tsx';
import { FilterField, FilterSelect, filterInputClass } from '../components/filter-field.tsx';
import { transactionsQuery, type PaymentFilters, type PaymentStatus } from './money-api.ts';
import { usePaymentColumns } from './payment-columns.tsx';
import { PaymentKindFilter, PaymentSearch, usePaymentFilters } from './payment-filters.tsx';

const statuses: readonly PaymentStatus[] = ['pending', 'succeeded', 'failed', 'refunded'];
const firstPage: PaymentFilters = { page: 1, sort: 'created', dir: 'desc' };

/** /admin/transactions: the ledger of every booking and plan payment, newest first. */
export function TransactionsPage() {
  const { t } = useTranslation('admin-money');
  const { filters, set, reset, tableControls } = usePaymentFilters(firstPage);
  const { data, isFetching } = useQuery(transactionsQuery(filters));
  const columns = usePaymentColumns();
  const filtered = Boolean(filters.status || filters.kind || filters.q || filters.from || filters.to);
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={t('transactions.title')} description={t('transactions.description')} />
      <section aria-label={t('common.filters')} className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <PaymentSearch id="transactions-q" value={filters.q} onSearch={(q) => set({ q })} />
        <FilterField id="transactions-status" label={t('payments.status')}>
          <FilterSelect
            id="transactions-status"
            value={filters.status}
            values={statuses}
            allLabel={t('common.all')}
            labelOf={(value) => t(`paymentStatus.${value}`)}
            onChange={(status) => set({ status })}
          />
        </FilterField>
        <PaymentKindFilter id="transactions-kind" value={filters.kind} onChange={(kind) => set({ kind })} />
        <FilterField id="transactions-from" label={t('transactions.from')}>
          <input
            id="transactions-from"
            type="date"
            value={filters.from ?? ''}
            onChange={(event) => set({ from: event.target.value || undefined })}
            className={filterInputClass}
            aria-describedby={dateHintId('transactions-from')}
          />
          <DateHint inputId="transactions-from" />
        </FilterField>
        <FilterField id="transactions-to" label={t('transactions.to')}>
          <input
            id="transactions-to"
            type="date"
            value={filters.to ?? ''}
            onChange={(event) => set({ to: event.target.value || undefined })}
            className={filterInputClass}
            aria-describedby={dateHintId('transactions-to')}
          />
          <DateHint inputId="transactions-to" />
        </FilterField>
        {filtered && (
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'col-span-2 self-end justify-self-start md:col-span-1')}
            onClick={reset}
          >
            {t('common.clear')}
          </button>
        )}
      </section>
      <DataTable
        label={t('transactions.label')}
        columns={columns}
        data={data}
        isFetching={isFetching}
        {...tableControls}
        rowId={(row) => row.id}
        empty={t('transactions.empty')}
        testId="admin-transactions-table"
      />
    </div>
  );
}
