import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TableSort } from '../components/data-table.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { FilterField, FilterSelect } from '../components/filter-field.tsx';
import { patchFilters, type PaymentFilters } from './money-api.ts';

/**
 * The filters of a payments list (the queue and the ledger), from `firstPage` on: `set` changes some and goes
 * back to page 1, `tableControls` are the sort and paging the table hands to the server.
 */
export function usePaymentFilters(firstPage: PaymentFilters) {
  const [filters, setFilters] = useState<PaymentFilters>(firstPage);
  const set = (patch: Partial<PaymentFilters>) => setFilters((current) => patchFilters(current, patch));
  const tableControls = {
    sort: { sort: filters.sort, dir: filters.dir },
    onSortChange: (sort: TableSort) => set({ sort: sort.sort as PaymentFilters['sort'], dir: sort.dir }),
    onPageChange: (page: number) => setFilters((current) => ({ ...current, page })),
  };
  return { filters, set, reset: () => setFilters(firstPage), tableControls };
}

/** The filter by what a payment was for: a booking, a plan, or all. */
export function PaymentKindFilter({
  id,
  value,
  onChange,
}: {
  id: string;
  value: PaymentFilters['kind'];
  onChange: (kind: PaymentFilters['kind']) => void;
}) {
  const { t } = useTranslation('admin-money');
  return (
    <FilterField id={id} label={t('payments.kind')}>
      <FilterSelect
        id={id}
        value={value}
        values={['booking', 'plan'] as const}
        allLabel={t('common.all')}
        labelOf={(kind) => t(`kind.${kind}`)}
        onChange={onChange}
      />
    </FilterField>
  );
}

/** The search of the payment lists: a UTR, a client or a booking reference. */
export function PaymentSearch({
  id,
  value,
  onSearch,
}: {
  id: string;
  value: string | undefined;
  onSearch: (q: string | undefined) => void;
}) {
  const { t } = useTranslation('admin-money');
  return <SearchBox id={id} label={t('payments.search')} placeholder={t('payments.searchPlaceholder')} value={value} onSearch={onSearch} />;
}
