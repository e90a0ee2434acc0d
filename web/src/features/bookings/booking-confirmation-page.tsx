import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { CalendarPlus, CheckCircle2, MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NotFound } from '../../components/ui/not-found.tsx';
import { UpiPayDialog } from './components/upi-pay-dialog.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { bookingReference } from '../../lib/booking-reference.ts';
import { formatIstDateTime, formatRupees } from '../../lib/format.ts';
import { icsDataUrl } from '../../lib/ics.ts';
import { bookingQuery } from '../../server-state/bookings-queries.ts';

const route = getRouteApi('/_authed/booking-confirmation');

export function BookingConfirmationPage() {
  const { t, i18n } = useTranslation();
  const { bookingId } = route.useSearch();
  const { data: booking, isPending } = useQuery({ ...bookingQuery(bookingId ?? ''), enabled: Boolean(bookingId) });
  if (!bookingId) return <NotFound />;
  if (isPending) return <Spinner />;
  if (!booking) return <NotFound />;
  const when = formatIstDateTime(booking.startsAt, i18n.language);
  const share = `https://wa.me/?text=${encodeURIComponent(t('confirmation.shareText', { provider: booking.provider.name, when }))}`;

  return (
    <div className="mx-auto max-w-xl px-4 py-10" data-testid="booking-confirmation">
      <div className={`${cardClass} p-6 text-center sm:p-8`}>
        <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-brand-600" />
        <h1 className="mt-4 text-2xl font-bold">{t('confirmation.title')}</h1>
        <p className="mt-1 text-slate-600 dark:text-slate-400">{t('confirmation.subtitle')}</p>
        <dl className="mt-6 grid grid-cols-[auto_minmax(0,1fr)] [overflow-wrap:anywhere] gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-4 text-left text-sm dark:bg-slate-800">
          <dt className="text-slate-600 dark:text-slate-400">{t('book.provider')}</dt>
          <dd className="font-semibold">{booking.provider.name}</dd>
          {booking.service && (
            <>
              <dt className="text-slate-600 dark:text-slate-400">{t('book.service')}</dt>
              <dd className="font-semibold">{booking.service.name}</dd>
            </>
          )}
          <dt className="text-slate-600 dark:text-slate-400">{t('book.when')}</dt>
          <dd className="font-semibold">{when}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('book.price')}</dt>
          <dd className="font-semibold">
            {booking.amountPaise > 0 ? formatRupees(booking.amountPaise, i18n.language) : t('provider.free')}
          </dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('confirmation.reference')}</dt>
          <dd className="font-mono text-xs" data-testid="booking-reference">
            {bookingReference(booking)}
          </dd>
        </dl>
        {booking.amountPaise > 0 && booking.paymentStatus !== 'paid' && (
          <div className="mt-6">
            <UpiPayDialog booking={booking} />
            <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">{t('upi.payAtVisit')}</p>
          </div>
        )}
        <div className="mt-6 grid gap-2 sm:grid-cols-2">
          <a
            href={icsDataUrl(booking, location.origin)}
            download={`bookmitra-${bookingReference(booking)}.ics`}
            className={buttonClass('outline')}
            data-testid="download-ics"
          >
            <CalendarPlus aria-hidden="true" className="h-4 w-4" />
            {t('confirmation.addToCalendar')}
          </a>
          <a href={share} target="_blank" rel="noopener noreferrer" className={buttonClass('outline')} data-testid="share-whatsapp">
            <MessageCircle aria-hidden="true" className="h-4 w-4" />
            {t('confirmation.shareWhatsApp')}
          </a>
        </div>
        <div className="mt-4 grid gap-2 sm:grid-cols-2">
          <Link to="/bookings" className={buttonClass('primary')}>
            {t('confirmation.viewBookings')}
          </Link>
          <Link to="/providers" className={buttonClass('ghost')}>
            {t('confirmation.bookAnother')}
          </Link>
        </div>
      </div>
    </div>
  );
}
