import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { formatIstDateTime } from '../../../lib/format.ts';
import type { BookingEventData } from '../../../../../api/services/events/event-hub.ts';
import { providerKey } from '../api/provider-api.ts';

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
 * The provider's open dashboard hears of every booking made anywhere (web, Mitra, WhatsApp) over
 * /api/events: the agenda and the figures refresh, and a new booking shows a toast with its time.
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
      toast.success(t('live.newBooking'), {
        description: data.startsAt ? formatIstDateTime(data.startsAt, i18n.language) : undefined,
      });
    };
    source.addEventListener('booking', onBooking);
    return () => source.close();
  }, [queryClient, t, i18n.language]);
}
