import type { bookings } from '#db/schema/index.ts';
import { istDate, istTime } from '../../core/time-zone.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** A booking as the API and the agent show it: instants in ISO, plus the IST date and time. */
export type BookingView = {
  id: string;
  status: BookingRow['status'];
  channel: BookingRow['channel'];
  slotId: string;
  startsAt: string;
  endsAt: string;
  /** IST calendar date, YYYY-MM-DD. */
  date: string;
  /** IST wall-clock time, HH:MM. */
  time: string;
  name: string;
  phone: string | null;
  amountPaise: number;
  paymentStatus: BookingRow['paymentStatus'];
  countedFree: boolean;
  provider: { id: string; name: string; category: string; city: string };
  service: { id: string; name: string } | null;
  createdAt: string;
  cancelledAt: string | null;
  /** The client's rating of an attended booking (only attended bookings have one: null elsewhere). */
  review: { rating: number; comment: string | null } | null;
};

export type BookingViewSource = {
  booking: BookingRow;
  provider: BookingView['provider'];
  service: { id: string | null; name: string | null } | null;
  review?: { rating: number | null; comment: string | null } | null;
};

/** Maps a booking row and its provider and service to the shape clients see. */
export function toBookingView({ booking, provider, service, review }: BookingViewSource): BookingView {
  return {
    id: booking.id,
    status: booking.status,
    channel: booking.channel,
    slotId: booking.slotId,
    startsAt: booking.startsAt.toISOString(),
    endsAt: booking.endsAt.toISOString(),
    date: istDate(booking.startsAt),
    time: istTime(booking.startsAt),
    name: booking.name,
    phone: booking.phone,
    amountPaise: booking.amountPaise,
    paymentStatus: booking.paymentStatus,
    countedFree: booking.countedFree,
    provider: { id: provider.id, name: provider.name, category: provider.category, city: provider.city },
    service: service?.id && service.name ? { id: service.id, name: service.name } : null,
    createdAt: booking.createdAt.toISOString(),
    cancelledAt: booking.cancelledAt?.toISOString() ?? null,
    review: review?.rating ? { rating: review.rating, comment: review.comment } : null,
  };
}
