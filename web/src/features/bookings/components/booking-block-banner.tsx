import { useQuery } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatIstDate } from '../../../lib/format.ts';
import { bookingBlockQuery } from '../../../server-state/bookings-queries.ts';

/** Tells a client whose new bookings are paused by the no-show policy until when, before they try to book (issue 26.3). */
export function BookingBlockBanner() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(bookingBlockQuery());
  if (!data?.blocked || !data.until) return null;
  return (
    <div
      role="status"
      data-testid="booking-block"
      className="mt-4 flex gap-2 rounded-xl border border-red-300 bg-red-50 p-3 text-sm text-red-950 [overflow-wrap:anywhere] dark:border-red-800 dark:bg-red-950/40 dark:text-red-100"
    >
      <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <div>
        <p className="font-semibold">
          {t('bookings.blocked', { date: formatIstDate(data.until, i18n.language, { year: 'numeric' }), count: data.policy.count })}
        </p>
        <p className="mt-1">{t('bookings.blockedHint')}</p>
      </div>
    </div>
  );
}
