import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SlotPicker } from '../../../components/ui/slot-picker.tsx';
import { inputClass } from '../../../components/ui/ui.ts';
import { formatIstDate, formatIstTime } from '../../../lib/format.ts';
import { freeSlotsQuery, providerApi } from '../api/provider-api.ts';
import type { ProviderBooking } from '../api/provider-types.ts';
import { useProviderChange } from './use-provider-change.ts';

type DialogProps = { booking: ProviderBooking; open: boolean; onOpenChange: (open: boolean) => void };

/** Which appointment a dialog acts on: client, service, day and time, so the right one is changed. */
function WhichBooking({ booking }: { booking: ProviderBooking }) {
  const { t, i18n } = useTranslation('provider-web');
  return (
    <dl className="mt-3 rounded-xl bg-slate-50 p-3 text-sm dark:bg-slate-800" data-testid="dialog-booking">
      <dt className="sr-only">{t('which.client')}</dt>
      <dd className="font-semibold">{booking.name}</dd>
      <dt className="sr-only">{t('which.service')}</dt>
      <dd>{booking.service?.name ?? t('booking.noService')}</dd>
      <dt className="sr-only">{t('which.when')}</dt>
      <dd className="tabular-nums">
        {formatIstDate(booking.startsAt, i18n.language)} · {formatIstTime(booking.startsAt, i18n.language)}
      </dd>
    </dl>
  );
}

const reasonMin = 3;
const reasonMax = 300;

/** Cancel with a reason, which the client is told (in-app, WhatsApp/SMS, e-mail). */
export function CancelBookingDialog({ booking, open, onOpenChange }: DialogProps) {
  const { t } = useTranslation('provider-web');
  const [reason, setReason] = useState('');
  const fieldId = useId();
  const cancel = useProviderChange(
    () => providerApi.cancel(booking.id, reason.trim()),
    t('actions.cancelled'),
    () => onOpenChange(false),
  );
  const valid = reason.trim().length >= reasonMin;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('cancel.title')}
      description={t('cancel.body', { name: booking.name })}
      confirmLabel={t('cancel.confirm')}
      cancelLabel={t('common.keep')}
      danger
      busy={cancel.isPending || !valid}
      onConfirm={() => cancel.mutate(undefined)}
    >
      <WhichBooking booking={booking} />
      <label htmlFor={fieldId} className="mt-4 block text-sm font-medium">
        {t('cancel.reason')}
      </label>
      <textarea
        id={fieldId}
        className={`${inputClass} mt-1 h-24 py-2`}
        value={reason}
        maxLength={reasonMax}
        onChange={(event) => setReason(event.target.value)}
        data-testid="cancel-reason"
      />
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{t('cancel.hint')}</p>
    </ConfirmDialog>
  );
}

/** Move to another of the provider's own free slots, picked by day and time as clients pick them; the client is told. */
export function MoveBookingDialog({ booking, open, onOpenChange }: DialogProps) {
  const { t } = useTranslation('provider-web');
  const [slotId, setSlotId] = useState<string | null>(null);
  const slots = useQuery({ ...freeSlotsQuery(booking.provider.id), enabled: open });
  const move = useProviderChange(
    () => providerApi.move(booking.id, slotId ?? ''),
    t('actions.moved'),
    () => onOpenChange(false),
  );
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('move.title')}
      description={t('move.body', { name: booking.name })}
      confirmLabel={t('move.confirm')}
      cancelLabel={t('common.close')}
      busy={move.isPending || !slotId}
      onConfirm={() => move.mutate(undefined)}
    >
      <WhichBooking booking={booking} />
      <p className="mt-4 text-sm font-medium">{t('move.slot')}</p>
      {/* A day holds many times: the picker scrolls inside the dialog, so the buttons stay on a phone screen. */}
      <div className="mt-1 max-h-[45vh] overflow-y-auto" data-testid="move-slots">
        {slots.isPending ? <Spinner /> : <SlotPicker slots={slots.data ?? []} selected={slotId} onSelect={(slot) => setSlotId(slot.id)} />}
      </div>
    </ConfirmDialog>
  );
}
