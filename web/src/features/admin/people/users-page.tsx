import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIstDate, formatPhoneDisplay } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { DataTable, adminColumns, type AdminColumn, type TableSort } from '../components/data-table.tsx';
import { usersQuery, type Role, type Tier, type UserFilters, type UserRow } from './api/people-api.ts';
import { Badge, joinedDate, FilterInput, FilterSelect, FiltersBar, TabButtons } from './components/filter-controls.tsx';
import { RoleRequests } from './role-requests.tsx';

const roles: Role[] = ['user', 'provider', 'admin'];
const tiers: Tier[] = ['free', 'pro', 'enterprise'];
const roleTone = { user: 'slate', provider: 'brand', admin: 'amber' } as const;

/** /admin/users: the users table (search, filters, sort, paging on the server) and the role requests waiting. */
export function UsersPage({ initialTab = 'users' }: { initialTab?: 'users' | 'requests' }) {
  const { t } = useTranslation('admin-people');
  const [tab, setTab] = useState(initialTab);
  return (
    <div>
      <AdminPageHeader title={t('users.title')} description={t('users.description')} />
      <TabButtons
        label={t('users.tabs')}
        value={tab}
        onChange={setTab}
        options={[
          { value: 'users', label: t('users.tabUsers') },
          { value: 'requests', label: t('users.tabRequests') },
        ]}
      />
      {tab === 'users' ? <UsersTable /> : <RoleRequests />}
    </div>
  );
}

function UsersTable() {
  const { t, i18n } = useTranslation('admin-people');
  const [filters, setFilters] = useState<UserFilters>({ sort: 'joined', dir: 'desc', page: 1 });
  const users = useQuery(usersQuery(filters));
  const set = useCallback(
    <Key extends keyof UserFilters>(key: Key) =>
      (value: UserFilters[Key]) =>
        setFilters((current) => ({ ...current, [key]: value, page: 1 })),
    [],
  );
  const columns = useMemo<AdminColumn<UserRow>[]>(() => {
    const column = adminColumns<UserRow>();
    return [
      column.accessor('name', {
        id: 'name',
        header: t('users.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <Link
            to="/admin/users/$userId"
            params={{ userId: row.original.id }}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            data-testid="user-link"
          >
            {row.original.name}
          </Link>
        ),
      }),
      column.accessor('email', {
        id: 'email',
        header: t('users.email'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="break-all">
            {row.original.email}
            {row.original.phone && (
              <span className="block text-xs text-slate-600 dark:text-slate-400">{formatPhoneDisplay(row.original.phone)}</span>
            )}
          </span>
        ),
      }),
      column.accessor('role', {
        id: 'role',
        header: t('users.role'),
        enableSorting: true,
        cell: ({ row }) => <Badge tone={roleTone[row.original.role]}>{t(`role.${row.original.role}`)}</Badge>,
      }),
      column.accessor('tier', { id: 'tier', header: t('users.tier'), cell: ({ row }) => t(`tier.${row.original.tier}`) }),
      column.accessor('active', {
        id: 'active',
        header: t('users.status'),
        cell: ({ row }) =>
          row.original.active ? <Badge tone="green">{t('users.active')}</Badge> : <Badge tone="red">{t('users.inactive')}</Badge>,
      }),
      column.accessor('city', { id: 'city', header: t('users.city'), cell: ({ row }) => row.original.city ?? '—' }),
      column.accessor('joinedAt', {
        id: 'joined',
        header: t('users.joined'),
        enableSorting: true,
        cell: ({ row }) => formatIstDate(row.original.joinedAt, i18n.language, joinedDate),
      }),
    ];
  }, [t, i18n.language]);
  return (
    <>
      <FiltersBar label={t('users.filters')}>
        <FilterInput
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          value={filters.q}
          onChange={set('q')}
          testId="users-search"
        />
        <FilterSelect
          label={t('users.role')}
          anyLabel={t('filters.any')}
          value={filters.role}
          onChange={set('role')}
          options={roles.map((role) => ({ value: role, label: t(`role.${role}`) }))}
          testId="users-role"
        />
        <FilterSelect
          label={t('users.tier')}
          anyLabel={t('filters.any')}
          value={filters.tier}
          onChange={set('tier')}
          options={tiers.map((tier) => ({ value: tier, label: t(`tier.${tier}`) }))}
        />
        <FilterSelect
          label={t('users.status')}
          anyLabel={t('filters.any')}
          value={filters.active}
          onChange={set('active')}
          options={[
            { value: 'true', label: t('users.active') },
            { value: 'false', label: t('users.inactive') },
          ]}
        />
        <FilterInput label={t('users.city')} type="text" value={filters.city} onChange={set('city')} />
        <FilterInput label={t('users.joinedFrom')} type="date" value={filters.joinedFrom} onChange={set('joinedFrom')} />
        <FilterInput label={t('users.joinedTo')} type="date" value={filters.joinedTo} onChange={set('joinedTo')} />
      </FiltersBar>
      {users.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : (
        <DataTable
          label={t('users.title')}
          testId="users-table"
          columns={columns}
          data={users.data}
          isFetching={users.isFetching}
          sort={{ sort: filters.sort, dir: filters.dir }}
          onSortChange={(sort: TableSort) =>
            setFilters((current) => ({ ...current, sort: sort.sort as UserFilters['sort'], dir: sort.dir, page: 1 }))
          }
          onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
          rowId={(row) => row.id}
          empty={t('users.empty')}
        />
      )}
    </>
  );
}
