import { Link } from '@tanstack/react-router';
import { CalendarPlus, CheckCircle2, IndianRupee, ReceiptText } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/ui.ts';
import { formatRupees } from '../../../lib/format.ts';
import { icsDataUrl } from '../../../lib/ics.ts';
import { bookingUpiLink } from '../../../lib/upi.ts';
import { placeOf, type BookedBooking } from './chat-types.ts';
import { useChatFormats } from './use-chat-formats.ts';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="font-semibold" data-testid={testId}>
        {children}
      </dd>
    </>
  );
}

/** The shapes the shared calendar and UPI helpers take, from book_slot's output. */
function linkSource(booking: BookedBooking, place: string) {
  const service = booking.service ? { name: booking.service } : null;
  // The calendar entry's location is where the visit is: the area as well as the city.
  return { ...booking, service, provider: { name: booking.provider, city: place || booking.city } };
}

/** What Mitra just booked, as the confirmation page shows it: the facts, the reference, a calendar file and UPI. */
export function BookedCard({ booking }: { booking: BookedBooking }) {
  const { t, i18n } = useTranslation();
  const formats = useChatFormats();
  const place = placeOf(booking.city, booking.area);
  const source = linkSource(booking, place);
  const price = formatRupees(booking.amountPaise, i18n.language);
  return (
    <section
      aria-label={t('mitra.bookedCard')}
      className="mt-2 w-full rounded-2xl border border-brand-200 bg-white p-4 text-sm dark:border-brand-800 dark:bg-slate-900"
      data-testid="chat-booked"
    >
      <p className="flex items-center gap-2 font-semibold text-brand-800 dark:text-brand-200">
        <CheckCircle2 aria-hidden="true" className="h-5 w-5 flex-none" />
        {t('confirmation.title')}
      </p>
      <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1.5 [overflow-wrap:anywhere]">
        <Row label={t('book.provider')}>{booking.provider}</Row>
        {booking.service && <Row label={t('book.service')}>{booking.service}</Row>}
        {place && (
          <Row label={t('mitra.where')} testId="chat-booked-place">
            {place}
          </Row>
        )}
        <Row label={t('mitra.day')} testId="chat-booked-day">
          {formats.day(booking.date)}
        </Row>
        <Row label={t('mitra.time')} testId="chat-booked-time">
          {formats.time(booking.time)}
        </Row>
        <Row label={t('book.price')}>{booking.amountPaise > 0 ? price : t('provider.free')}</Row>
        <Row label={t('confirmation.reference')} testId="chat-booked-reference">
          <span className="font-mono text-xs">{booking.reference}</span>
        </Row>
      </dl>
      <div className="mt-3 grid gap-2">
        {booking.amountPaise > 0 && (
          <a href={bookingUpiLink(source)} className={buttonClass('primary', 'sm', 'w-full')} data-testid="chat-booked-upi">
            <IndianRupee aria-hidden="true" className="h-4 w-4" />
            {t('upi.pay', { amount: price })}
          </a>
        )}
        <a
          href={icsDataUrl(source, location.origin)}
          download={`bookmitra-${booking.reference}.ics`}
          className={buttonClass('outline', 'sm', 'w-full')}
          data-testid="chat-booked-ics"
        >
          <CalendarPlus aria-hidden="true" className="h-4 w-4" />
          {t('confirmation.addToCalendar')}
        </a>
        {/* The full page has the UPI QR code for a computer and the form for the UTR after paying. */}
        <Link
          to="/booking-confirmation"
          search={{ bookingId: booking.id }}
          className={buttonClass('ghost', 'sm', 'w-full')}
          data-testid="chat-booked-details"
        >
          <ReceiptText aria-hidden="true" className="h-4 w-4" />
          {t('mitra.bookingDetails')}
        </Link>
      </div>
    </section>
  );
}
