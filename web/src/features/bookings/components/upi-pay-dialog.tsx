import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, IndianRupee, Smartphone } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { api } from '../../../lib/api.ts';
import type { Booking } from '../../../lib/api-types.ts';
import { bookingReference } from '../../../lib/booking-reference.ts';
import { bookingUpiLink } from '../../../lib/upi.ts';
import { formatRupees } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { bookingKeys, rememberBooking } from '../../../server-state/bookings-queries.ts';
import { buttonClass, dialogPlacementClass, inputClass } from '../../../components/ui/ui.ts';

/** After paying in the UPI app: the 12-digit UTR it shows, recorded so the payment can be matched. */
function PaymentReferenceForm({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [utr, setUtr] = useState('');
  const record = useMutation({
    mutationFn: () => api.recordPayment(booking.id, utr),
    onSuccess: (updated) => {
      rememberBooking(queryClient, updated);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.lists });
      toast.success(t('upi.recorded'));
    },
    onError: (error) => notifyError(error),
  });
  if (booking.paymentStatus === 'pending') {
    return (
      <p
        role="status"
        className="mt-4 flex items-center justify-center gap-2 text-sm text-brand-800 dark:text-brand-200"
        data-testid="upi-recorded"
      >
        <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
        {t('upi.pending')}
      </p>
    );
  }
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    record.mutate();
  };
  return (
    <form className="mt-4 space-y-2 text-left" onSubmit={onSubmit}>
      <label htmlFor="upi-utr" className="block text-sm font-medium">
        {t('upi.utrLabel')}
      </label>
      <input
        id="upi-utr"
        name="utr"
        inputMode="numeric"
        autoComplete="off"
        required
        pattern="[0-9 ]{12,16}"
        value={utr}
        onChange={(event) => setUtr(event.target.value)}
        className={inputClass}
        aria-describedby="upi-utr-hint"
      />
      <p id="upi-utr-hint" className="text-xs text-slate-600 dark:text-slate-400">
        {t('upi.utrHint')}
      </p>
      <button type="submit" disabled={record.isPending} className={buttonClass('outline', 'md', 'w-full')} data-testid="upi-record">
        {t('upi.record')}
      </button>
    </form>
  );
}

export function UpiPayDialog({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const link = bookingUpiLink(booking);
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClass('primary', 'md', 'w-full')} data-testid="upi-pay">
        <IndianRupee aria-hidden="true" className="h-4 w-4" />
        {t('upi.pay', { amount: formatRupees(booking.amountPaise, i18n.language) })}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className={`${dialogPlacementClass} w-[min(24rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-6 text-center shadow-2xl dark:bg-slate-900`}
          data-testid="upi-dialog"
        >
          <Dialog.Title className="text-lg font-bold">{t('upi.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('upi.description')}</Dialog.Description>
          <p className="mt-4 text-3xl font-bold" data-testid="upi-amount">
            {formatRupees(booking.amountPaise, i18n.language)}
          </p>
          <div className="mx-auto mt-4 w-fit rounded-xl bg-white p-3">
            <QRCodeSVG value={link} size={192} level="M" title={t('upi.qr')} />
          </div>
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400" data-testid="upi-reference">
            {t('upi.reference', { reference: bookingReference(booking) })}
          </p>
          <a href={link} className={buttonClass('primary', 'md', 'mt-4 w-full md:hidden')} data-testid="upi-link">
            <Smartphone aria-hidden="true" className="h-4 w-4" />
            {t('upi.openApp')}
          </a>
          <PaymentReferenceForm booking={booking} />
          <Dialog.Close className={buttonClass('ghost', 'md', 'mt-2 w-full')}>{t('common.close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
