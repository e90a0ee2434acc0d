import { DateHint, dateHintId } from '../../../components/ui/date-hint.tsx';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClass, inputClass } from '../../../components/ui/ui.ts';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatIstDate, formatIstTime } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { adminFreeSlotsQuery, moneyApi, moneyKey, type AdminBooking } from './money-api.ts';
import { ReasonDialog } from './reason-dialog.tsx';

/** After a change (or a 409 that says the booking changed meanwhile): every money list is read again. */
function useAfterChange() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('admin-money');
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey: moneyKey }),
    onError: (error: unknown) => {
      if (error instanceof ApiError && error.status === 409 && error.code !== 'slot_taken' && error.code !== 'slot_unavailable') {
        toast.error(t('common.conflict'));
        void queryClient.invalidateQueries({ queryKey: moneyKey });
      } else notifyError(error);
    },
  };
}

export function CancelBookingButton({ booking }: { booking: AdminBooking }) {
  const { t } = useTranslation('admin-money');
  const [open, setOpen] = useState(false);
  const after = useAfterChange();
  const cancel = useMutation({
    mutationFn: (reason: string) => moneyApi.cancelBooking(booking.id, reason),
    onSuccess: async () => {
      toast.success(t('lookup.cancelled'));
      setOpen(false);
      await after.refresh();
    },
    onError: after.onError,
  });
  return (
    <>
      <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setOpen(true)} data-testid="admin-booking-cancel">
        <XCircle aria-hidden="true" className="h-4 w-4" />
        {t('lookup.cancel')}
      </button>
      <ReasonDialog
        open={open}
        onOpenChange={setOpen}
        title={t('lookup.cancelTitle', { reference: booking.reference })}
        description={t('lookup.cancelDescription')}
        withReason
        destructive
        confirmLabel={t('lookup.confirmCancel')}
        cancelLabel={t('lookup.keep')}
        pending={cancel.isPending}
        onConfirm={(reason) => cancel.mutate(reason)}
        testId="admin-cancel-dialog"
      />
    </>
  );
}

/** The provider's free slots on one IST day, to move a booking to. */
function SlotPicker({
  booking,
  day,
  onDayChange,
  slotId,
  onSlotChange,
}: {
  booking: AdminBooking;
  day: string;
  onDayChange: (day: string) => void;
  slotId: string | null;
  onSlotChange: (slotId: string) => void;
}) {
  const { t, i18n } = useTranslation('admin-money');
  const slots = useQuery(adminFreeSlotsQuery(booking.provider.id, day || undefined));
  return (
    <div className="space-y-3">
      <div>
        <label htmlFor="move-day" className="block text-sm font-medium">
          {t('lookup.day')}
        </label>
        <input
          id="move-day"
          type="date"
          value={day}
          onChange={(event) => onDayChange(event.target.value)}
          className={`${inputClass} mt-1`}
          data-testid="move-day"
          aria-describedby={dateHintId('move-day')}
        />
        <DateHint inputId="move-day" />
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t('lookup.slots')}</legend>
        {slots.isPending ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('lookup.loadingSlots')}</p>
        ) : (slots.data ?? []).length === 0 ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" role="status">
            {t('lookup.noSlots')}
          </p>
        ) : (
          <div className="mt-2 grid max-h-56 grid-cols-2 gap-2 overflow-y-auto sm:grid-cols-3" data-testid="move-slots">
            {(slots.data ?? []).map((slot) => (
              <label
                key={slot.id}
                className={cn(
                  'flex cursor-pointer flex-col rounded-xl border px-2 py-1.5 text-center text-sm',
                  slot.id === slotId
                    ? 'border-brand-600 bg-brand-50 font-semibold dark:bg-brand-900/40'
                    : 'border-slate-300 dark:border-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="slot"
                  value={slot.id}
                  checked={slot.id === slotId}
                  onChange={() => onSlotChange(slot.id)}
                  className="sr-only"
                />
                <span>{formatIstTime(slot.startsAt, i18n.language)}</span>
                {!day && <span className="text-xs text-slate-600 dark:text-slate-400">{formatIstDate(slot.startsAt, i18n.language)}</span>}
              </label>
            ))}
          </div>
        )}
      </fieldset>
    </div>
  );
}

export function MoveBookingButton({ booking }: { booking: AdminBooking }) {
  const { t, i18n } = useTranslation('admin-money');
  const [open, setOpen] = useState(false);
  const [day, setDay] = useState('');
  const [slotId, setSlotId] = useState<string | null>(null);
  const after = useAfterChange();
  const move = useMutation({
    mutationFn: ({ reason }: { reason: string }) => moneyApi.moveBooking(booking.id, slotId ?? '', reason),
    onSuccess: async (moved) => {
      toast.success(
        t('lookup.moved', { when: `${formatIstDate(moved.startsAt, i18n.language)}, ${formatIstTime(moved.startsAt, i18n.language)}` }),
      );
      setOpen(false);
      setSlotId(null);
      await after.refresh();
    },
    onError: after.onError,
  });
  return (
    <>
      <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setOpen(true)} data-testid="admin-booking-move">
        <CalendarClock aria-hidden="true" className="h-4 w-4" />
        {t('lookup.move')}
      </button>
      <ReasonDialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) setSlotId(null);
        }}
        title={t('lookup.moveTitle', { reference: booking.reference })}
        description={t('lookup.moveDescription', { provider: booking.provider.name })}
        withReason
        confirmLabel={t('lookup.confirmMove')}
        cancelLabel={t('lookup.keep')}
        pending={move.isPending}
        blocked={slotId === null}
        onConfirm={(reason) => move.mutate({ reason })}
        testId="admin-move-dialog"
      >
        {open && (
          <SlotPicker
            booking={booking}
            day={day}
            onDayChange={(next) => {
              setDay(next);
              setSlotId(null);
            }}
            slotId={slotId}
            onSlotChange={setSlotId}
          />
        )}
      </ReasonDialog>
    </>
  );
}
