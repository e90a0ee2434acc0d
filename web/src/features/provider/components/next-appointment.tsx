import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { istToday } from '../../../../../db/contract/ist.ts';
import { providerBookingsQuery } from '../api/provider-api.ts';
import type { ProviderBooking } from '../api/provider-types.ts';
import { BookingCard } from './booking-card.tsx';

/** The one to act on now: the first of today's still active appointments that has not ended (soonest first). */
function nextOf(bookings: ProviderBooking[], now: number) {
  return bookings.find((booking) => Date.parse(booking.endsAt) > now) ?? bookings[0];
}

/**
 * Today's next appointment, first on the page, so a provider on a phone sees it (and can mark it)
 * without scrolling past the figures and filters.
 */
export function NextAppointment() {
  const { t } = useTranslation('provider-web');
  const today = useQuery(providerBookingsQuery({ scope: 'upcoming', date: istToday() }));
  if (!today.data) return null;
  const next = nextOf(today.data, Date.now());
  return (
    <section aria-labelledby="next-appointment" data-testid="next-appointment">
      <h2 id="next-appointment" className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
        {t('next.title')}
      </h2>
      {next ? (
        <ul>
          <BookingCard booking={next} testId="next-booking" />
        </ul>
      ) : (
        <p className="text-sm text-slate-600 dark:text-slate-400" data-testid="next-none">
          {t('next.none')}
        </p>
      )}
    </section>
  );
}
