import { useQueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { bookingKeys } from './bookings-queries.ts';
import { notificationKeys } from './notifications-queries.ts';

const refetchDebounceMs = 500;

/**
 * Listens to /api/events while signed in and refetches what changed (spec §4: bookings and
 * slots after a 500 ms debounce, the notification list on each new one).
 */
export function LiveEvents({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  // On a provider's page the stream also carries that provider's slot changes (spec §4).
  const providerId = useRouterState({
    select: (state) => state.matches.map((match) => (match.params as { providerId?: string }).providerId).find(Boolean),
  });
  useEffect(() => {
    const query = providerId ? `?providerId=${encodeURIComponent(providerId)}` : '';
    const source = new EventSource(`/api/events${query}`, { withCredentials: true });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refreshBookings = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
        void queryClient.invalidateQueries({ queryKey: bookingKeys.allSlots });
      }, refetchDebounceMs);
    };
    const refreshNotifications = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    // The hub's event types (api/services/events/event-hub.ts).
    source.addEventListener('notification', refreshNotifications);
    source.addEventListener('booking', refreshBookings);
    source.addEventListener('slot', refreshBookings);
    // A change made before the stream was open (while the page loaded, or while a dropped stream reconnected)
    // sent no event this page heard: each time the stream opens, the lists and slots are read again.
    source.addEventListener('open', refreshBookings);
    return () => {
      clearTimeout(timer);
      source.close();
    };
  }, [providerId, queryClient, userId]);
  return null;
}
