import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { istDate } from '../../../../../db/contract/ist.ts';
import { formatIstDateTime } from '../../../lib/format.ts';
import type { BookingEventData } from '../../../../../api/services/events/event-hub.ts';
import { providerBookingsQuery, providerKey } from '../api/provider-api.ts';
import type { ProviderBooking } from '../api/provider-types.ts';

/** A malformed event reads as empty: every field may be missing. */
type BookingEvent = Partial<BookingEventData>;

function readEvent(data: string): BookingEvent {
  try {
    return JSON.parse(data) as BookingEvent;
  } catch {
    // A malformed event still refreshes the agenda; it just has no details for the toast.
    return {};
  }
}

/**
 * The new booking itself, from that day's agenda (the event carries no names: it also goes to the
 * client); undefined when it cannot be read, and the toast then says only the time.
 */
async function findBooking(queryClient: QueryClient, data: BookingEvent): Promise<ProviderBooking | undefined> {
  if (!data.startsAt || !data.bookingId) return undefined;
  const day = istDate(new Date(data.startsAt));
  const bookings = await queryClient.fetchQuery(providerBookingsQuery({ scope: 'upcoming', date: day })).catch(() => []);
  return bookings.find((booking) => booking.id === data.bookingId);
}

/**
 * The provider's open dashboard hears of every booking made anywhere (web, Mitra, WhatsApp) over
 * /api/events: the agenda and the figures refresh, and a new booking shows a toast with who, what and when.
 */
export function useLiveBookings() {
  const queryClient = useQueryClient();
  const { t, i18n } = useTranslation('provider-web');
  useEffect(() => {
    const source = new EventSource('/api/events', { withCredentials: true });
    const onBooking = (event: MessageEvent<string>) => {
      const data = readEvent(event.data);
      void queryClient.invalidateQueries({ queryKey: providerKey });
      if (data.action !== 'confirmed') return;
      void findBooking(queryClient, data).then((booking) => {
        const when = data.startsAt ? formatIstDateTime(data.startsAt, i18n.language) : undefined;
        const who = booking && t('live.who', { name: booking.name, service: booking.service?.name ?? t('booking.noService') });
        toast.success(t('live.newBooking'), { description: [who, when].filter(Boolean).join(' · ') || undefined });
      });
    };
    source.addEventListener('booking', onBooking);
    return () => source.close();
  }, [queryClient, t, i18n.language]);
}
