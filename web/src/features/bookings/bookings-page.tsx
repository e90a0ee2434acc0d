import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CalendarDays, MapPin } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { SlotPicker } from '../../components/ui/slot-picker.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { api } from '../../lib/api.ts';
import type { Booking, BookingStatus, ListedBooking, Slot } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import { formatIstDateTime } from '../../lib/format.ts';
import { notifyError } from '../../lib/notify-error.ts';
import { RaiseComplaintAction } from '../complaints/index.ts';
import { bookingsQuery, refreshAfterBookingChange, slotsQuery } from '../../server-state/bookings-queries.ts';
import { BookingBlockBanner } from './components/booking-block-banner.tsx';
import { MyWaitlist } from '../waitlist/index.ts';
import { OnlineChangeClosed, useOnlineChangeClosed } from './components/change-window.tsx';
import { GivenReview, ReviewForm } from './components/review-form.tsx';

const statusClass: Record<BookingStatus, string> = {
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  completed: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  no_show: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
};

function useInvalidateBookings() {
  const queryClient = useQueryClient();
  return () => refreshAfterBookingChange(queryClient);
}

function CancelAction({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const invalidate = useInvalidateBookings();
  const cancel = useMutation({
    mutationFn: () => api.cancelBooking(booking.id),
    onSuccess: () => {
      setOpen(false);
      toast.success(t('toast.bookingCancelled'), { description: t('toast.bookingCancelledBody') });
      invalidate();
    },
    onError: (error) => {
      setOpen(false);
      notifyError(error);
    },
  });
  return (
    <>
      <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setOpen(true)} data-testid="cancel-booking">
        {t('bookings.cancel')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        danger
        title={t('bookings.cancelTitle')}
        description={t('bookings.cancelBody', {
          provider: booking.provider.name,
          when: formatIstDateTime(booking.startsAt, i18n.language),
        })}
        confirmLabel={t('bookings.confirmCancel')}
        cancelLabel={t('bookings.keep')}
        busy={cancel.isPending}
        onConfirm={() => cancel.mutate()}
      />
    </>
  );
}

function RescheduleAction({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [slot, setSlot] = useState<Slot | null>(null);
  const invalidate = useInvalidateBookings();
  const slots = useQuery({ ...slotsQuery(booking.provider.id, booking.service?.id), enabled: open });
  const move = useMutation({
    mutationFn: () => api.rescheduleBooking(booking.id, slot?.id ?? ''),
    onSuccess: (moved) => {
      setOpen(false);
      setSlot(null);
      toast.success(t('toast.bookingRescheduled'), {
        description: t('toast.bookingRescheduledBody', { when: formatIstDateTime(moved.startsAt, i18n.language) }),
      });
      invalidate();
    },
    onError: (error) => {
      notifyError(error);
      setSlot(null);
      void slots.refetch();
    },
  });
  return (
    <>
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={() => setOpen(true)} data-testid="reschedule-booking">
        {t('bookings.reschedule')}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('bookings.rescheduleTitle')}
        description={t('bookings.rescheduleBody', { provider: booking.provider.name })}
        confirmLabel={t('bookings.confirmReschedule')}
        cancelLabel={t('bookings.keep')}
        busy={!slot || move.isPending}
        onConfirm={() => move.mutate()}
      >
        <div className="mt-4">
          {slots.isPending ? (
            <Spinner />
          ) : (
            <SlotPicker
              slots={(slots.data ?? []).filter((entry) => entry.id !== booking.slotId)}
              selected={slot?.id ?? null}
              onSelect={setSlot}
            />
          )}
        </div>
      </ConfirmDialog>
    </>
  );
}

function BookingItem({ booking, upcoming }: { booking: ListedBooking; upcoming: boolean }) {
  const { t, i18n } = useTranslation();
  const active = upcoming && (booking.status === 'confirmed' || booking.status === 'pending');
  // Inside the provider's cancel notice the buttons would be refused: say whom to call instead.
  const changeClosed = useOnlineChangeClosed(booking);
  return (
    <li
      className={`${cardClass} flex flex-col gap-4 p-5 sm:flex-row sm:items-center`}
      data-testid="booking-item"
      data-status={booking.status}
    >
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold">
            <Link to="/providers/$providerId" params={{ providerId: booking.provider.id }} className="hover:underline">
              {booking.provider.name}
            </Link>
          </h3>
          <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', statusClass[booking.status])} data-testid="booking-status">
            {t(`bookings.status.${booking.status}`)}
          </span>
        </div>
        {booking.service && <p className="text-sm text-slate-700 dark:text-slate-300">{booking.service.name}</p>}
        <p className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
          <span className="flex items-center gap-1">
            <CalendarDays aria-hidden="true" className="h-4 w-4" />
            {formatIstDateTime(booking.startsAt, i18n.language)}
          </span>
          <span className="flex items-center gap-1">
            <MapPin aria-hidden="true" className="h-4 w-4" />
            {booking.provider.city}
          </span>
        </p>
        {booking.status === 'completed' &&
          (booking.review ? <GivenReview review={booking.review} /> : <ReviewForm bookingId={booking.id} />)}
        {active && changeClosed && <OnlineChangeClosed booking={booking} />}
      </div>
      <div className="flex flex-wrap gap-2">
        {active && !changeClosed && <RescheduleAction booking={booking} />}
        {active && !changeClosed && <CancelAction booking={booking} />}
        <RaiseComplaintAction booking={booking} />
      </div>
    </li>
  );
}

function BookingList({ scope }: { scope: 'upcoming' | 'past' }) {
  const { t } = useTranslation();
  const { data, isPending, error } = useQuery(bookingsQuery(scope));
  useEffect(() => {
    if (error) notifyError(error, { title: 'toast.fetchBookingsFailed', body: 'toast.tryLater' });
  }, [error]);
  if (isPending) return <Spinner />;
  if (!data || data.length === 0) {
    return (
      <div className="rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
        <p className="font-semibold">{scope === 'upcoming' ? t('bookings.emptyUpcoming') : t('bookings.emptyPast')}</p>
        <Link to="/providers" className={buttonClass('primary', 'md', 'mt-4')}>
          {t('bookings.findProvider')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="space-y-3">
      {data.map((booking) => (
        <BookingItem key={booking.id} booking={booking} upcoming={scope === 'upcoming'} />
      ))}
    </ul>
  );
}

const tabClass =
  'rounded-lg px-4 py-2 text-sm font-semibold text-slate-600 data-[state=active]:bg-white data-[state=active]:text-slate-900 data-[state=active]:shadow-sm dark:text-slate-400 dark:data-[state=active]:bg-slate-800 dark:data-[state=active]:text-white';

export function BookingsPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('bookings.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('bookings.subtitle')}</p>
      <BookingBlockBanner />
      <Tabs.Root defaultValue="upcoming" className="mt-6">
        <Tabs.List aria-label={t('bookings.title')} className="inline-flex rounded-xl bg-slate-100 p-1 dark:bg-slate-900">
          <Tabs.Trigger value="upcoming" className={tabClass}>
            {t('bookings.upcoming')}
          </Tabs.Trigger>
          <Tabs.Trigger value="past" className={tabClass} data-testid="tab-past">
            {t('bookings.past')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="upcoming" className="mt-5">
          <BookingList scope="upcoming" />
        </Tabs.Content>
        <Tabs.Content value="past" className="mt-5">
          <BookingList scope="past" />
        </Tabs.Content>
      </Tabs.Root>
      <MyWaitlist />
    </div>
  );
}
