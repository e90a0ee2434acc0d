import { IndianRupee, Smartphone } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import type { Booking } from '../lib/api-types.ts';
import { formatRupees } from '../lib/format.ts';
import { buttonClass } from './ui.ts';

/** BookMitra's collecting UPI address; a deployment sets VITE_UPI_VPA at build time. */
const payeeVpa = import.meta.env.VITE_UPI_VPA ?? 'bookmitra@upi';

export function bookingReference(booking: Booking) {
  return `BM${booking.id.replace(/-/g, '').slice(0, 10).toUpperCase()}`;
}

/** The NPCI deep link every UPI app (GPay, PhonePe, Paytm, BHIM) opens; amount in rupees with paise. */
export function upiLink(booking: Booking) {
  const params = new URLSearchParams({
    pa: payeeVpa,
    pn: 'BookMitra',
    am: (booking.amountPaise / 100).toFixed(2),
    cu: 'INR',
    tr: bookingReference(booking),
    tn: `BookMitra ${booking.service?.name ?? booking.provider.name}`.slice(0, 50),
  });
  return `upi://pay?${params.toString()}`;
}

export function UpiPayDialog({ booking }: { booking: Booking }) {
  const { t, i18n } = useTranslation();
  const link = upiLink(booking);
  return (
    <Dialog.Root>
      <Dialog.Trigger className={buttonClass('primary', 'md', 'w-full')} data-testid="upi-pay">
        <IndianRupee aria-hidden="true" className="h-4 w-4" />{t('upi.pay', { amount: formatRupees(booking.amountPaise, i18n.language) })}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[min(24rem,calc(100vw-1.5rem))] -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-2xl dark:bg-slate-900" data-testid="upi-dialog">
          <Dialog.Title className="text-lg font-bold">{t('upi.title')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('upi.description')}</Dialog.Description>
          <p className="mt-4 text-3xl font-bold" data-testid="upi-amount">{formatRupees(booking.amountPaise, i18n.language)}</p>
          <div className="mx-auto mt-4 w-fit rounded-xl bg-white p-3">
            <QRCodeSVG value={link} size={192} level="M" title={t('upi.qr')} />
          </div>
          <p className="mt-3 text-xs text-slate-600 dark:text-slate-400">{t('upi.reference', { reference: bookingReference(booking) })}</p>
          <a href={link} className={buttonClass('primary', 'md', 'mt-4 w-full md:hidden')} data-testid="upi-link">
            <Smartphone aria-hidden="true" className="h-4 w-4" />{t('upi.openApp')}
          </a>
          <Dialog.Close className={buttonClass('outline', 'md', 'mt-2 w-full')}>{t('common.close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
