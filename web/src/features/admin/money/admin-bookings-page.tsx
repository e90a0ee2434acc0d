import { DateHint, dateHintId } from '../../../components/ui/date-hint.tsx';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/ui.ts';
import { formatIstDate, formatIstDay, formatIstTime, formatPhoneDisplay, formatRupees } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { DataTable, adminColumns, type AdminColumn, type TableSort } from '../components/data-table.tsx';
import { BookingPaymentBadge, BookingStatusBadge } from './badges.tsx';
import { FilterField, FilterSelect, filterInputClass } from '../components/filter-field.tsx';
import {
  adminBookingsQuery,
  bookingChannels,
  bookingPayments,
  bookingStatuses,
  type AdminBooking,
  type BookingFilters,
  type BookingLinkFilters,
  patchFilters,
} from './money-api.ts';

const column = adminColumns<AdminBooking>();

function useBookingColumns(): AdminColumn<AdminBooking>[] {
  const { t, i18n } = useTranslation('admin-money');
  return useMemo(
    () => [
      column.accessor((row) => row.reference, {
        id: 'reference',
        header: t('bookings.reference'),
        cell: ({ row }) => (
          <Link
            to="/admin/booking-lookup"
            search={{ q: row.original.reference }}
            className="font-mono text-xs font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
            aria-label={`${t('bookings.manage')} ${row.original.reference}`}
          >
            {row.original.reference}
          </Link>
        ),
      }),
      column.accessor((row) => row.client.name, {
        id: 'client',
        header: t('bookings.client'),
        cell: ({ row }) => (
          <span className="block min-w-0">
            <span className="block font-medium break-words">{row.original.client.name}</span>
            {row.original.client.phone && (
              <span className="block text-xs tabular-nums text-slate-600 dark:text-slate-400">
                {formatPhoneDisplay(row.original.client.phone)}
              </span>
            )}
          </span>
        ),
      }),
      column.accessor((row) => row.provider.name, {
        id: 'provider',
        header: t('bookings.provider'),
        cell: ({ row }) => (
          <span className="block min-w-0">
            <span className="block break-words">{row.original.provider.name}</span>
            {row.original.service && <span className="block text-xs text-slate-600 dark:text-slate-400">{row.original.service.name}</span>}
          </span>
        ),
      }),
      column.accessor((row) => row.startsAt, {
        id: 'start',
        header: t('bookings.start'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatIstDate(row.original.startsAt, i18n.language)}, {formatIstTime(row.original.startsAt, i18n.language)}
          </span>
        ),
      }),
      column.accessor((row) => row.status, {
        id: 'status',
        header: t('bookings.status'),
        enableSorting: true,
        cell: ({ row }) => <BookingStatusBadge status={row.original.status} />,
      }),
      column.accessor((row) => row.channel, {
        id: 'channel',
        header: t('bookings.channel'),
        cell: ({ row }) => t(`channel.${row.original.channel}`),
      }),
      column.accessor((row) => row.amountPaise, {
        id: 'amount',
        header: t('bookings.amount'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="tabular-nums">
            {row.original.amountPaise > 0 ? formatRupees(row.original.amountPaise, i18n.language) : t('bookings.free')}
          </span>
        ),
      }),
      column.accessor((row) => row.paymentStatus, {
        id: 'payment',
        header: t('bookings.payment'),
        cell: ({ row }) => (row.original.amountPaise > 0 ? <BookingPaymentBadge payment={row.original.paymentStatus} /> : '—'),
      }),
      column.accessor((row) => row.createdAt, {
        id: 'created',
        header: t('bookings.created'),
        enableSorting: true,
        cell: ({ row }) => <span className="whitespace-nowrap tabular-nums">{formatIstDate(row.original.createdAt, i18n.language)}</span>,
      }),
    ],
    [t, i18n.language],
  );
}

const firstPage: BookingFilters = { page: 1, sort: 'start', dir: 'desc' };

/** /admin/bookings: every booking, filtered, sorted and paged by the server. */
export function AdminBookingsPage({ preset }: { preset: BookingLinkFilters }) {
  const { t, i18n } = useTranslation('admin-money');
  const [filters, setFilters] = useState<BookingFilters>({ ...firstPage, ...preset });
  const [clientText, setClientText] = useState('');
  const { data, isFetching } = useQuery(adminBookingsQuery(filters));
  const columns = useBookingColumns();
  const set = (patch: Partial<BookingFilters>) => setFilters((current) => patchFilters(current, patch));
  const onClientSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    set({ client: clientText.trim() || undefined });
  };
  const filtered = Boolean(
    filters.status ||
    filters.day ||
    filters.client ||
    filters.channel ||
    filters.paymentStatus ||
    filters.providerId ||
    filters.from ||
    filters.madeFrom ||
    filters.madeTo,
  );
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={t('bookings.title')} description={t('bookings.description')} />
      <section aria-label={t('common.filters')} className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
        <form className="col-span-2" onSubmit={onClientSubmit} role="search">
          <FilterField id="bookings-client" label={t('bookings.client')}>
            <input
              id="bookings-client"
              type="search"
              value={clientText}
              onChange={(event) => setClientText(event.target.value)}
              onBlur={() => set({ client: clientText.trim() || undefined })}
              placeholder={t('bookings.clientPlaceholder')}
              className={filterInputClass}
              data-testid="bookings-client"
            />
          </FilterField>
        </form>
        <FilterField id="bookings-status" label={t('bookings.status')}>
          <FilterSelect
            id="bookings-status"
            value={filters.status}
            values={bookingStatuses}
            allLabel={t('common.all')}
            labelOf={(value) => t(`status.${value}`)}
            onChange={(status) => set({ status })}
          />
        </FilterField>
        <FilterField id="bookings-day" label={t('bookings.day')}>
          <input
            id="bookings-day"
            type="date"
            value={filters.day ?? ''}
            onChange={(event) => set({ day: event.target.value || undefined })}
            className={filterInputClass}
            aria-describedby={dateHintId('bookings-day')}
          />
          <DateHint inputId="bookings-day" />
        </FilterField>
        <FilterField id="bookings-channel" label={t('bookings.channel')}>
          <FilterSelect
            id="bookings-channel"
            value={filters.channel}
            values={bookingChannels}
            allLabel={t('common.all')}
            labelOf={(value) => t(`channel.${value}`)}
            onChange={(channel) => set({ channel })}
          />
        </FilterField>
        <FilterField id="bookings-payment" label={t('bookings.payment')}>
          <FilterSelect
            id="bookings-payment"
            value={filters.paymentStatus}
            values={bookingPayments}
            allLabel={t('common.all')}
            labelOf={(value) => t(`payment.${value}`)}
            onChange={(paymentStatus) => set({ paymentStatus })}
          />
        </FilterField>
        {filters.providerId && (
          <p className="col-span-2 self-end text-sm text-slate-700 md:col-span-3 dark:text-slate-300">{t('bookings.providerOnly')}</p>
        )}
        {filters.from && (
          <p className="col-span-2 self-end text-sm text-slate-700 md:col-span-3 dark:text-slate-300" data-testid="bookings-from">
            {t('bookings.fromDay', { date: formatIstDay(filters.from, i18n.language) })}
          </p>
        )}
        {(filters.madeFrom || filters.madeTo) && (
          <p className="col-span-2 self-end text-sm text-slate-700 md:col-span-3 dark:text-slate-300" data-testid="bookings-made">
            {t('bookings.madeBetween', {
              from: filters.madeFrom ? formatIstDay(filters.madeFrom, i18n.language) : '…',
              to: filters.madeTo ? formatIstDay(filters.madeTo, i18n.language) : '…',
            })}
          </p>
        )}
        {filtered && (
          <button
            type="button"
            className={buttonClass('ghost', 'sm', 'col-span-2 self-end justify-self-start md:col-span-1')}
            onClick={() => {
              setClientText('');
              setFilters(firstPage);
            }}
          >
            {t('common.clear')}
          </button>
        )}
      </section>
      <DataTable
        label={t('bookings.label')}
        columns={columns}
        data={data}
        isFetching={isFetching}
        sort={{ sort: filters.sort, dir: filters.dir }}
        onSortChange={(sort: TableSort) => set({ sort: sort.sort as BookingFilters['sort'], dir: sort.dir })}
        onPageChange={(page) => setFilters((current) => ({ ...current, page }))}
        rowId={(row) => row.id}
        empty={t('bookings.empty')}
        testId="admin-bookings-table"
      />
    </div>
  );
}
