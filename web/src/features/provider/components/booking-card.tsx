import { MessageCircle, Phone } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';
import { cn } from '../../../lib/cn.ts';
import { formatIstTime, formatPhoneDisplay, formatRupees } from '../../../lib/format.ts';
import { useTimeReached } from '../../../lib/use-time-reached.ts';
import { providerApi, type BookingAction } from '../api/provider-api.ts';
import type { ProviderBooking } from '../api/provider-types.ts';
import { CancelBookingDialog, MoveBookingDialog } from './booking-dialogs.tsx';
import { useProviderChange } from './use-provider-change.ts';
import { useUndoMark } from './use-undo-mark.ts';

/** Before any instant: a booking without an undo deadline has nothing to undo. */
const noDeadline = new Date(0).toISOString();

const statusClass: Record<ProviderBooking['status'], string> = {
  confirmed: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  cancelled: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
  completed: 'bg-sky-100 text-sky-900 dark:bg-sky-900/50 dark:text-sky-100',
  no_show: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
};

/** wa.me takes the number as digits only, country code first. */
function whatsappLink(phone: string) {
  return `https://wa.me/${phone.replaceAll(/\D/g, '')}`;
}

function ContactLinks({ booking }: { booking: ProviderBooking }) {
  const { t } = useTranslation('provider-web');
  if (!booking.phone) return <p className="text-sm text-slate-600 dark:text-slate-400">{t('booking.noPhone')}</p>;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <a href={`tel:${booking.phone}`} className={buttonClass('outline', 'sm')} data-testid="call-client">
        <Phone aria-hidden="true" className="h-4 w-4" />
        {formatPhoneDisplay(booking.phone)}
      </a>
      <a
        href={whatsappLink(booking.phone)}
        target="_blank"
        rel="noreferrer"
        className={buttonClass('outline', 'sm')}
        aria-label={t('booking.whatsappTo', { name: booking.name })}
        data-testid="whatsapp-client"
      >
        <MessageCircle aria-hidden="true" className="h-4 w-4" />
        {t('booking.whatsapp')}
      </a>
    </div>
  );
}

function BookingActions({ booking }: { booking: ProviderBooking }) {
  const { t, i18n } = useTranslation('provider-web');
  // The server refuses attended and no-show before the start: offered only from then on.
  const started = useTimeReached(booking.startsAt);
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const undo = useUndoMark();
  const undoOver = useTimeReached(booking.undoUntil ?? noDeadline);
  const act = useProviderChange(
    (action: BookingAction) => providerApi.act(booking.id, action),
    (_changed, action) =>
      action === 'payment-received'
        ? t(`actions.done.${action}`)
        : { message: t(`actions.done.${action}`), action: { label: t('actions.undo'), onClick: () => void undo(booking.id) } },
  );
  const open = booking.status === 'confirmed' || booking.status === 'pending';
  const unpaid = booking.amountPaise > 0 && booking.paymentStatus !== 'paid' && booking.status !== 'cancelled';
  const undoable = !undoOver;
  if (!open && !unpaid && !undoable) return null;
  return (
    <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3 dark:border-slate-800">
      {undoable && (
        <button type="button" className={buttonClass('outline', 'sm')} onClick={() => void undo(booking.id)} data-testid="undo-mark">
          {t('actions.undoMark', { time: formatIstTime(booking.undoUntil ?? noDeadline, i18n.language) })}
        </button>
      )}
      {open && (
        <>
          {started ? (
            <>
              <button
                type="button"
                className={buttonClass('primary', 'sm')}
                disabled={act.isPending}
                onClick={() => act.mutate('attended')}
                data-testid="mark-attended"
              >
                {t('actions.attended')}
              </button>
              <button
                type="button"
                className={buttonClass('outline', 'sm')}
                disabled={act.isPending}
                onClick={() => act.mutate('no-show')}
                data-testid="mark-no-show"
              >
                {t('actions.noShow')}
              </button>
            </>
          ) : (
            <p className="w-full text-sm text-slate-600 dark:text-slate-400" data-testid="attendance-from">
              {t('actions.attendanceFrom', { time: formatIstTime(booking.startsAt, i18n.language) })}
            </p>
          )}
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setDialog('move')} data-testid="move-booking">
            {t('actions.move')}
          </button>
          <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setDialog('cancel')} data-testid="cancel-booking">
            {t('actions.cancel')}
          </button>
        </>
      )}
      {unpaid && (
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={act.isPending}
          onClick={() => act.mutate('payment-received')}
          data-testid="payment-received"
        >
          {t('actions.paymentReceived')}
        </button>
      )}
      {dialog === 'cancel' && <CancelBookingDialog booking={booking} open onOpenChange={(keep) => setDialog(keep ? 'cancel' : null)} />}
      {dialog === 'move' && <MoveBookingDialog booking={booking} open onOpenChange={(keep) => setDialog(keep ? 'move' : null)} />}
    </div>
  );
}

/** One booking on the agenda: who, when, what, how it came in, the money, and what can be done with it. */
export function BookingCard({ booking, testId = 'provider-booking' }: { booking: ProviderBooking; testId?: string }) {
  const { t, i18n } = useTranslation('provider-web');
  return (
    <li className={cn(cardClass, 'space-y-3 p-4')} data-testid={testId} data-booking-id={booking.id}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-lg font-bold tabular-nums">{formatIstTime(booking.startsAt, i18n.language)}</p>
          <p className="truncate font-semibold" data-testid="booking-client">
            {booking.name}
          </p>
          <p className="truncate text-sm text-slate-700 dark:text-slate-300">{booking.service?.name ?? t('booking.noService')}</p>
        </div>
        <span
          className={cn('shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold', statusClass[booking.status])}
          data-testid="booking-status"
        >
          {t(`status.${booking.status}`)}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-700 dark:text-slate-300">
        <span>{t(`channel.${booking.channel}`)}</span>
        <span>{formatRupees(booking.amountPaise, i18n.language)}</span>
        <span data-testid="booking-payment">{t(`payment.${booking.paymentStatus}`)}</span>
      </p>
      {booking.cancelReason && (
        <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="booking-cancel-reason">
          {t('booking.cancelReason', { reason: booking.cancelReason })}
        </p>
      )}
      <ContactLinks booking={booking} />
      <BookingActions booking={booking} />
    </li>
  );
}
