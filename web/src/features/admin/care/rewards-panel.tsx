import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/ui.ts';
import { formatIstDate, formatPhoneDisplay } from '../../../lib/format.ts';
import { DataTable, adminColumns, type TableSort } from '../components/data-table.tsx';
import { FilterField, filterInputClass } from '../components/filter-field.tsx';
import { clientsQuery, type ClientFilters, type ClientRow } from './care-api.ts';
import { ClientPoints } from './client-points.tsx';

const column = adminColumns<ClientRow>();

/** Find a client (name, e-mail or phone), then see and change their points. */
export function RewardsPanel() {
  const { t, i18n } = useTranslation('admin-care');
  const [filters, setFilters] = useState<ClientFilters>({ page: 1, sort: 'joined', dir: 'desc' });
  const [text, setText] = useState('');
  const [selected, setSelected] = useState<string | null>(null);
  const { data, isFetching } = useQuery(clientsQuery(filters));
  const columns = useMemo(
    () => [
      column.accessor('name', { header: t('rewards.name'), enableSorting: true }),
      column.accessor('email', { header: t('rewards.email') }),
      column.accessor('phone', {
        header: t('rewards.phone'),
        cell: ({ getValue }) => {
          const phone = getValue();
          return phone ? formatPhoneDisplay(phone) : '—';
        },
      }),
      column.accessor('joinedAt', {
        id: 'joined',
        header: t('rewards.joined'),
        enableSorting: true,
        cell: ({ getValue }) => formatIstDate(getValue(), i18n.language),
      }),
      column.display({
        id: 'open',
        header: t('rewards.open'),
        cell: ({ row }) => (
          <button
            type="button"
            className={buttonClass('outline', 'sm')}
            onClick={() => setSelected(row.original.id)}
            data-testid="client-open"
          >
            {t('rewards.open')}
          </button>
        ),
      }),
    ],
    [t, i18n.language],
  );
  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters((current) => ({ ...current, page: 1, q: text.trim() || undefined }));
  };
  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
      <div className="min-w-0">
        <form className="mb-4 flex items-end gap-2" onSubmit={onSearch} role="search">
          <div className="flex-1">
            <FilterField id="client-search" label={t('rewards.search')}>
              <input id="client-search" className={filterInputClass} value={text} onChange={(event) => setText(event.target.value)} />
            </FilterField>
          </div>
          <button type="submit" className={buttonClass('primary')} data-testid="client-search-submit">
            {t('rewards.searchSubmit')}
          </button>
        </form>
        <DataTable
          label={t('rewards.clients')}
          columns={columns}
          data={data}
          isFetching={isFetching}
          sort={{ sort: filters.sort, dir: filters.dir }}
          onSortChange={(sort: TableSort) =>
            setFilters((current) => ({ ...current, page: 1, ...(sort as Pick<ClientFilters, 'sort' | 'dir'>) }))
          }
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
          rowId={(row) => row.id}
          empty={t('rewards.noClients')}
          testId="clients-table"
        />
      </div>
      <div className="min-w-0">
        {selected ? <ClientPoints userId={selected} /> : <p className="text-sm text-slate-600 dark:text-slate-400">{t('rewards.pick')}</p>}
      </div>
    </div>
  );
}
