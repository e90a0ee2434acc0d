import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { inputClass } from '../../../components/ui/ui.ts';
import { formatIstDate, formatIstTime } from '../../../lib/format.ts';
import { freeSlotsQuery, providerApi } from '../api/provider-api.ts';
import type { ProviderBooking } from '../api/provider-types.ts';
import { useProviderChange } from './use-provider-change.ts';

type DialogProps = { booking: ProviderBooking; open: boolean; onOpenChange: (open: boolean) => void };

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

/** Move to another of the provider's own free slots; the client is told. */
export function MoveBookingDialog({ booking, open, onOpenChange }: DialogProps) {
  const { t, i18n } = useTranslation('provider-web');
  const [slotId, setSlotId] = useState('');
  const fieldId = useId();
  const slots = useQuery({ ...freeSlotsQuery(booking.provider.id), enabled: open });
  const move = useProviderChange(
    () => providerApi.move(booking.id, slotId),
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
      <label htmlFor={fieldId} className="mt-4 block text-sm font-medium">
        {t('move.slot')}
      </label>
      {slots.isPending ? (
        <Spinner />
      ) : (
        <select
          id={fieldId}
          className={`${inputClass} mt-1`}
          value={slotId}
          onChange={(event) => setSlotId(event.target.value)}
          data-testid="move-slot"
        >
          <option value="">{slots.data?.length ? t('move.pick') : t('move.none')}</option>
          {slots.data?.map((slot) => (
            <option key={slot.id} value={slot.id}>
              {formatIstDate(slot.startsAt, i18n.language)} · {formatIstTime(slot.startsAt, i18n.language)}
            </option>
          ))}
        </select>
      )}
    </ConfirmDialog>
  );
}
