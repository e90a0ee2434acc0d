import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIstDate, formatIstDateTime, formatIstTime, formatPhoneDisplay, formatRupees } from '../../../lib/format.ts';
import { adminColumns, type AdminColumn } from '../components/data-table.tsx';
import { PaymentStatusBadge } from './badges.tsx';
import type { Payment } from './money-api.ts';

const column = adminColumns<Payment>();

/** What a payment was for: a plan, or a booking with its reference and provider. */
export function PaymentPurpose({ payment }: { payment: Payment }) {
  const { t } = useTranslation('admin-money');
  if (payment.kind === 'plan' && payment.plan) return <span className="font-medium">{t(`plan.${payment.plan}`)}</span>;
  if (payment.booking) {
    return (
      <span className="break-words">
        {t('payments.forBooking', { reference: payment.booking.reference, provider: payment.booking.provider.name })}
      </span>
    );
  }
  return <span>{t(`kind.${payment.kind}`)}</span>;
}

/**
 * The columns the payments queue and the ledger share; `created`, `amount` and `status` sort on the
 * server. Kept between renders: a cell renderer is a component, and a new one would remount the
 * row's buttons between the press and the release of a click.
 */
export function usePaymentColumns(): AdminColumn<Payment>[] {
  const { t, i18n } = useTranslation('admin-money');
  return useMemo(
    () => [
      column.accessor((row) => row.createdAt, {
        id: 'created',
        header: t('payments.created'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="whitespace-nowrap tabular-nums">
            {formatIstDate(row.original.createdAt, i18n.language)}, {formatIstTime(row.original.createdAt, i18n.language)}
          </span>
        ),
      }),
      column.accessor((row) => row.client.name, {
        id: 'client',
        header: t('payments.client'),
        cell: ({ row }) => (
          <span className="block min-w-0">
            <span className="block font-medium break-words">{row.original.client.name}</span>
            <span className="block text-xs break-all text-slate-600 dark:text-slate-400">
              {row.original.client.phone ? formatPhoneDisplay(row.original.client.phone) : row.original.client.email}
            </span>
          </span>
        ),
      }),
      column.accessor((row) => row.kind, {
        id: 'for',
        header: t('payments.for'),
        cell: ({ row }) => <PaymentPurpose payment={row.original} />,
      }),
      column.accessor((row) => row.reference, {
        id: 'utr',
        header: t('payments.utr'),
        cell: ({ row }) => (
          <span className="font-mono text-xs tabular-nums" data-testid="payment-utr">
            {row.original.reference ?? '—'}
          </span>
        ),
      }),
      column.accessor((row) => row.amountPaise, {
        id: 'amount',
        header: t('payments.amount'),
        enableSorting: true,
        cell: ({ row }) => <span className="font-semibold tabular-nums">{formatRupees(row.original.amountPaise, i18n.language)}</span>,
      }),
      column.accessor((row) => row.status, {
        id: 'status',
        header: t('payments.status'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="block min-w-0">
            <PaymentStatusBadge status={row.original.status} />
            {row.original.rejectReason && (
              <span className="mt-1 block text-xs break-words text-slate-600 dark:text-slate-400">
                {t('payments.reasonGiven', { reason: row.original.rejectReason })}
              </span>
            )}
          </span>
        ),
      }),
      column.accessor((row) => row.verifiedAt, {
        id: 'decided',
        header: t('payments.decided'),
        cell: ({ row }) =>
          row.original.verifiedAt && row.original.verifiedBy ? (
            <span className="text-xs">
              {t('payments.decidedBy', {
                name: row.original.verifiedBy.name,
                when: formatIstDateTime(row.original.verifiedAt, i18n.language),
              })}
            </span>
          ) : (
            '—'
          ),
      }),
    ],
    [t, i18n.language],
  );
}
