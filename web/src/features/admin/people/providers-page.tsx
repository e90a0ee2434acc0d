import { useQuery } from '@tanstack/react-query';
import { Star } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/ui.ts';
import { categoryIds, type CategoryId } from '../../../lib/api-types.ts';
import { formatIstDate, formatNumber } from '../../../lib/format.ts';
import { cn } from '../../../lib/cn.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { DataTable, adminColumns, type AdminColumn, type TableSort } from '../components/data-table.tsx';
import { peopleApi, providersQuery, type ProviderFilters, type ProviderRow, type Verification } from './api/people-api.ts';
import { Badge, joinedDate, FilterInput, FilterSelect, FiltersBar, TabButtons } from './components/filter-controls.tsx';
import { ReasonDialog } from './components/reason-dialog.tsx';
import { useAdminChange } from './components/use-admin-change.ts';

const states: Verification[] = ['pending', 'verified', 'suspended'];
const stateTone = { pending: 'amber', verified: 'green', suspended: 'red' } as const;
type Action = { kind: 'verify' | 'suspend' | 'reinstate'; provider: ProviderRow };

/** /admin/providers: providers by verification state (tabs with counts); verify, suspend and reinstate with a reason. */
export function ProvidersPage() {
  const { t, i18n } = useTranslation('admin-people');
  const { t: tWeb } = useTranslation();
  const [filters, setFilters] = useState<ProviderFilters>({ verification: 'pending', sort: 'joined', dir: 'desc', page: 1 });
  const [action, setAction] = useState<Action | null>(null);
  const providers = useQuery(providersQuery(filters));
  const set = useCallback(
    <Key extends keyof ProviderFilters>(key: Key) =>
      (value: ProviderFilters[Key]) =>
        setFilters((current) => ({ ...current, [key]: value, page: 1 })),
    [],
  );
  const counts = providers.data?.counts;
  const columns = useMemo<AdminColumn<ProviderRow>[]>(() => {
    const column = adminColumns<ProviderRow>();
    return [
      column.accessor('name', {
        id: 'name',
        header: t('providers.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="min-w-0">
            <span className="block font-semibold">{row.original.name}</span>
            <span className="block break-all text-xs text-slate-600 dark:text-slate-400">{row.original.email}</span>
          </span>
        ),
      }),
      column.accessor('category', {
        id: 'category',
        header: t('providers.category'),
        cell: ({ row }) => row.original.specialty ?? tWeb(`categories.${row.original.category}`),
      }),
      column.accessor('city', {
        id: 'city',
        header: t('providers.city'),
        enableSorting: true,
        cell: ({ row }) => [row.original.area, row.original.city].filter(Boolean).join(', '),
      }),
      column.accessor('verification', {
        id: 'verification',
        header: t('providers.state'),
        cell: ({ row }) => <Badge tone={stateTone[row.original.verification]}>{t(`verification.${row.original.verification}`)}</Badge>,
      }),
      column.accessor('ratingAvg', {
        id: 'rating',
        header: t('providers.rating'),
        enableSorting: true,
        cell: ({ row }) =>
          row.original.ratingCount > 0 ? (
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden="true" className="h-3.5 w-3.5 fill-amber-400 text-amber-500" />
              {row.original.ratingAvg.toFixed(1)} ({formatNumber(row.original.ratingCount, i18n.language)})
            </span>
          ) : (
            '—'
          ),
      }),
      column.accessor('upcomingBookings', {
        id: 'upcoming',
        header: t('providers.upcoming'),
        enableSorting: true,
        cell: ({ row }) => formatNumber(row.original.upcomingBookings, i18n.language),
      }),
      column.accessor('joinedAt', {
        id: 'joined',
        header: t('providers.joined'),
        enableSorting: true,
        cell: ({ row }) => formatIstDate(row.original.joinedAt, i18n.language, joinedDate),
      }),
      column.display({
        id: 'actions',
        header: t('providers.actions'),
        cell: ({ row }) => {
          const provider = row.original;
          const kind = provider.verification === 'pending' ? 'verify' : provider.verification === 'verified' ? 'suspend' : 'reinstate';
          return (
            <button
              type="button"
              className={buttonClass(kind === 'suspend' ? 'danger' : 'primary', 'sm')}
              onClick={() => setAction({ kind, provider })}
              data-testid={`provider-${kind}`}
            >
              {t(`providers.${kind}`)}
            </button>
          );
        },
      }),
    ];
  }, [t, tWeb, i18n.language]);
  return (
    <div>
      <AdminPageHeader title={t('providers.title')} description={t('providers.description')} />
      <TabButtons
        label={t('providers.tabs')}
        value={filters.verification}
        onChange={set('verification')}
        options={states.map((state) => ({
          value: state,
          label: counts ? t('providers.tab', { state: t(`verification.${state}`), count: counts[state] }) : t(`verification.${state}`),
        }))}
      />
      <FiltersBar label={t('providers.filters')}>
        <FilterInput label={t('providers.search')} placeholder={t('providers.searchPlaceholder')} value={filters.q} onChange={set('q')} />
        <FilterInput label={t('providers.city')} type="text" value={filters.city} onChange={set('city')} />
        <FilterSelect<CategoryId>
          label={t('providers.category')}
          anyLabel={t('filters.any')}
          value={filters.category}
          onChange={set('category')}
          options={categoryIds.map((id) => ({ value: id, label: tWeb(`categories.${id}`) }))}
        />
      </FiltersBar>
      {providers.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <DataTable
          label={t('providers.title')}
          testId="providers-table"
          columns={columns}
          data={providers.data}
          isFetching={providers.isFetching}
          sort={{ sort: filters.sort, dir: filters.dir }}
          onSortChange={(sort: TableSort) =>
            setFilters((current) => ({ ...current, sort: sort.sort as ProviderFilters['sort'], dir: sort.dir, page: 1 }))
          }
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
          rowId={(row) => row.id}
          empty={t('providers.empty')}
        />
      )}
      <ProviderDialogs action={action} onClose={() => setAction(null)} />
    </div>
  );
}

function ProviderDialogs({ action, onClose }: { action: Action | null; onClose: () => void }) {
  const { t } = useTranslation('admin-people');
  const [futureBookings, setFutureBookings] = useState<'keep' | 'cancel'>('keep');
  const close = () => {
    setFutureBookings('keep');
    onClose();
  };
  const verify = useAdminChange(peopleApi.verifyProvider, (row) => t('toast.verified', { name: row.name }), close);
  const suspend = useAdminChange(peopleApi.suspendProvider, (row) => t('toast.suspended', { name: row.name }), close);
  const reinstate = useAdminChange(peopleApi.reinstateProvider, (row) => t('toast.reinstated', { name: row.name }), close);
  const provider = action?.provider;
  const name = provider?.name ?? '';
  const upcoming = provider?.upcomingBookings ?? 0;
  const common = { onOpenChange: (open: boolean) => !open && close() };
  return (
    <>
      <ReasonDialog
        {...common}
        open={action?.kind === 'verify'}
        title={t('providers.verifyTitle', { name })}
        description={t('providers.verifyBody')}
        confirmLabel={t('providers.verify')}
        reason="optional"
        busy={verify.isPending}
        onConfirm={(reason) => provider && verify.mutate({ id: provider.id, ...(reason ? { reason } : {}) })}
      />
      <ReasonDialog
        {...common}
        open={action?.kind === 'suspend'}
        title={t('providers.suspendTitle', { name })}
        description={t('providers.suspendBody')}
        confirmLabel={t('providers.suspend')}
        danger
        busy={suspend.isPending}
        onConfirm={(reason) => provider && suspend.mutate({ id: provider.id, reason, futureBookings })}
      >
        <fieldset>
          <legend className="text-sm font-semibold" data-testid="upcoming-count">
            {t('providers.futureBookings', { count: upcoming })}
          </legend>
          <div className="mt-2 space-y-2">
            {(['keep', 'cancel'] as const).map((choice) => (
              <label
                key={choice}
                className={cn(
                  'flex cursor-pointer items-start gap-2 rounded-xl border p-3 text-sm',
                  futureBookings === choice
                    ? 'border-brand-600 bg-brand-50 dark:bg-brand-900/30'
                    : 'border-slate-300 dark:border-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="future-bookings"
                  value={choice}
                  checked={futureBookings === choice}
                  onChange={() => setFutureBookings(choice)}
                  className="mt-1"
                  data-testid={`future-${choice}`}
                />
                <span>{t(`providers.${choice}Bookings`, { count: upcoming })}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </ReasonDialog>
      <ReasonDialog
        {...common}
        open={action?.kind === 'reinstate'}
        title={t('providers.reinstateTitle', { name })}
        description={t('providers.reinstateBody')}
        confirmLabel={t('providers.reinstate')}
        busy={reinstate.isPending}
        onConfirm={(reason) => provider && reinstate.mutate({ id: provider.id, reason })}
      />
    </>
  );
}
