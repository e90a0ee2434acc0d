import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/cn.ts';
import type { BookingPayment, BookingStatus, PaymentStatus } from './money-api.ts';

const tone = {
  good: 'bg-brand-50 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100',
  waiting: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  bad: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
  quiet: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

function Badge({ kind, children, testId }: { kind: keyof typeof tone; children: string; testId?: string }) {
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tone[kind])} data-testid={testId}>
      {children}
    </span>
  );
}

const statusTone: Record<BookingStatus, keyof typeof tone> = {
  pending: 'waiting',
  confirmed: 'good',
  completed: 'quiet',
  cancelled: 'bad',
  no_show: 'bad',
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation('admin-money');
  return (
    <Badge kind={statusTone[status]} testId="booking-status">
      {t(`status.${status}`)}
    </Badge>
  );
}

const bookingPaymentTone: Record<BookingPayment, keyof typeof tone> = {
  none: 'quiet',
  pending: 'waiting',
  paid: 'good',
  refunded: 'quiet',
};

export function BookingPaymentBadge({ payment }: { payment: BookingPayment }) {
  const { t } = useTranslation('admin-money');
  return <Badge kind={bookingPaymentTone[payment]}>{t(`payment.${payment}`)}</Badge>;
}

const paymentTone: Record<PaymentStatus, keyof typeof tone> = { pending: 'waiting', succeeded: 'good', failed: 'bad', refunded: 'quiet' };

export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('admin-money');
  return (
    <Badge kind={paymentTone[status]} testId="payment-status">
      {t(`paymentStatus.${status}`)}
    </Badge>
  );
}
