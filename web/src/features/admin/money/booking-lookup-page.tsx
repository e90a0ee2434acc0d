import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatIstDate, formatIstTime, formatPhoneDisplay, formatRupees } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { BookingPaymentBadge, BookingStatusBadge } from './badges.tsx';
import { CancelBookingButton, MoveBookingButton } from './booking-actions.tsx';
import { bookingLookupQuery, type AdminBooking } from './money-api.ts';

const isActive = (booking: AdminBooking) => booking.status === 'pending' || booking.status === 'confirmed';

function LookupResult({ booking }: { booking: AdminBooking }) {
  const { t, i18n } = useTranslation('admin-money');
  return (
    <li className={`${cardClass} p-4`} data-testid="lookup-result">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm font-semibold" data-testid="lookup-reference">
            {booking.reference}
          </p>
          <p className="mt-0.5 text-lg font-semibold break-words">
            {t('lookup.when', {
              date: formatIstDate(booking.startsAt, i18n.language, { year: 'numeric' }),
              time: formatIstTime(booking.startsAt, i18n.language),
            })}
          </p>
        </div>
        <div className="flex flex-wrap gap-1.5">
          <BookingStatusBadge status={booking.status} />
          {booking.amountPaise > 0 && <BookingPaymentBadge payment={booking.paymentStatus} />}
        </div>
      </div>
      <dl className="mt-3 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-2">
        <div className="min-w-0">
          <dt className="text-slate-500 dark:text-slate-400">{t('bookings.client')}</dt>
          <dd className="break-words">
            {booking.client.name}
            {booking.client.phone && <span className="block tabular-nums">{formatPhoneDisplay(booking.client.phone)}</span>}
            <span className="block text-slate-600 dark:text-slate-400">{booking.client.email}</span>
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-slate-500 dark:text-slate-400">{t('bookings.provider')}</dt>
          <dd className="break-words">
            {booking.provider.name}, {booking.provider.city}
            {booking.service && <span className="block text-slate-600 dark:text-slate-400">{booking.service.name}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('bookings.channel')}</dt>
          <dd>{t(`channel.${booking.channel}`)}</dd>
        </div>
        <div>
          <dt className="text-slate-500 dark:text-slate-400">{t('bookings.amount')}</dt>
          <dd>{booking.amountPaise > 0 ? formatRupees(booking.amountPaise, i18n.language) : t('bookings.free')}</dd>
        </div>
      </dl>
      {booking.cancelReason && booking.status === 'cancelled' && (
        <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('lookup.cancelledBecause', { reason: booking.cancelReason })}</p>
      )}
      {isActive(booking) && (
        <div className="mt-3 flex flex-wrap gap-2">
          <MoveBookingButton booking={booking} />
          <CancelBookingButton booking={booking} />
        </div>
      )}
    </li>
  );
}

/** /admin/booking-lookup: one box for a booking id, its reference or a phone number; then cancel or move. */
export function BookingLookupPage({ initialQuery = '' }: { initialQuery?: string }) {
  const { t } = useTranslation('admin-money');
  const [text, setText] = useState(initialQuery);
  const [query, setQuery] = useState(initialQuery);
  const lookup = useQuery(bookingLookupQuery(query));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setQuery(text.trim());
  };
  const invalid = lookup.error instanceof ApiError && lookup.error.status === 400;
  return (
    <div className="mx-auto max-w-4xl">
      <AdminPageHeader title={t('lookup.title')} description={t('lookup.description')} />
      <form role="search" className="flex flex-col gap-2 sm:flex-row" onSubmit={onSubmit}>
        <label htmlFor="lookup-q" className="sr-only">
          {t('lookup.label')}
        </label>
        <input
          id="lookup-q"
          type="search"
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder={t('lookup.placeholder')}
          className={inputClass}
          data-testid="lookup-input"
        />
        <button type="submit" className={buttonClass('primary', 'md', 'h-11 sm:w-auto')} data-testid="lookup-submit">
          <Search aria-hidden="true" className="h-4 w-4" />
          {t('lookup.search')}
        </button>
      </form>
      <div className="mt-5" aria-live="polite">
        {invalid && (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t('lookup.invalid')}
          </p>
        )}
        {lookup.data && (
          <>
            <p className="mb-3 text-sm text-slate-600 dark:text-slate-400" data-testid="lookup-count">
              {lookup.data.items.length === 0
                ? t('lookup.empty', { q: query })
                : lookup.data.phone && lookup.data.matchedBy.length === 1
                  ? `${t('lookup.ofPhone', { phone: formatPhoneDisplay(lookup.data.phone) })} · ${t('lookup.results', { count: lookup.data.items.length })}`
                  : t('lookup.results', { count: lookup.data.items.length })}
            </p>
            <ul className="space-y-3">
              {lookup.data.items.map((booking) => (
                <LookupResult key={booking.id} booking={booking} />
              ))}
            </ul>
          </>
        )}
      </div>
    </div>
  );
}
