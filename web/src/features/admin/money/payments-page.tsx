import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, X } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClass } from '../../../components/ui/ui.ts';
import { ApiError } from '../../../lib/api.ts';
import { cn } from '../../../lib/cn.ts';
import { formatRupees } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { DataTable, adminColumns } from '../components/data-table.tsx';
import { moneyApi, moneyKey, paymentsQuery, type Payment, type PaymentFilters } from './money-api.ts';
import { usePaymentColumns } from './payment-columns.tsx';
import { PaymentKindFilter, PaymentSearch, usePaymentFilters } from './payment-filters.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type Decision = { payment: Payment; kind: 'verify' | 'reject' };

function PaymentDecisionDialog({ decision, onClose }: { decision: Decision | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('admin-money');
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: ({ payment, kind, reason }: Decision & { reason: string }) =>
      kind === 'verify' ? moneyApi.verifyPayment(payment.id) : moneyApi.rejectPayment(payment.id, reason),
    onSuccess: async (_, { kind }) => {
      toast.success(t(kind === 'verify' ? 'payments.verified' : 'payments.rejected'));
      onClose();
      await queryClient.invalidateQueries({ queryKey: moneyKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) {
        toast.error(t('common.conflict'));
        onClose();
        void queryClient.invalidateQueries({ queryKey: moneyKey });
      } else notifyError(error);
    },
  });
  if (!decision) return null;
  const { payment, kind } = decision;
  const vars = { amount: formatRupees(payment.amountPaise, i18n.language), utr: payment.reference ?? '—', client: payment.client.name };
  return (
    <ReasonDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(kind === 'verify' ? 'payments.verifyTitle' : 'payments.rejectTitle', vars)}
      description={t(kind === 'verify' ? 'payments.verifyDescription' : 'payments.rejectDescription', vars)}
      withReason={kind === 'reject'}
      destructive={kind === 'reject'}
      confirmLabel={t(kind === 'verify' ? 'payments.confirmVerify' : 'payments.confirmReject')}
      cancelLabel={t('common.back')}
      pending={decide.isPending}
      onConfirm={(reason) => decide.mutate({ payment, kind, reason })}
      testId={kind === 'verify' ? 'payment-verify-dialog' : 'payment-reject-dialog'}
    />
  );
}

const statuses = ['pending', 'succeeded', 'failed'] as const;
const firstPage: PaymentFilters = { page: 1, sort: 'created', dir: 'asc', status: 'pending' };
const column = adminColumns<Payment>();

/** /admin/payments: UPI references clients recorded, to check against the bank statement and verify or reject. */
export function PaymentsPage() {
  const { t } = useTranslation('admin-money');
  const { filters, set, tableControls } = usePaymentFilters(firstPage);
  const [decision, setDecision] = useState<Decision | null>(null);
  const { data, isFetching } = useQuery(paymentsQuery(filters));
  const shared = usePaymentColumns();
  const pending = filters.status === 'pending';
  // Memoised like the shared columns: a new cell renderer would remount the buttons mid-click.
  const columns = useMemo(
    () => [
      ...shared.filter((candidate) => !pending || candidate.id !== 'decided'),
      ...(pending
        ? [
            column.display({
              id: 'actions',
              header: t('payments.actions'),
              cell: ({ row }) => (
                <span className="flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={buttonClass('primary', 'sm')}
                    onClick={() => setDecision({ payment: row.original, kind: 'verify' })}
                    data-testid="payment-verify"
                  >
                    <Check aria-hidden="true" className="h-4 w-4" />
                    {t('payments.verify')}
                  </button>
                  <button
                    type="button"
                    className={buttonClass('outline', 'sm')}
                    onClick={() => setDecision({ payment: row.original, kind: 'reject' })}
                    data-testid="payment-reject"
                  >
                    <X aria-hidden="true" className="h-4 w-4" />
                    {t('payments.reject')}
                  </button>
                </span>
              ),
            }),
          ]
        : []),
    ],
    [shared, pending, t],
  );
  return (
    <div className="mx-auto max-w-7xl">
      <AdminPageHeader title={t('payments.title')} description={t('payments.description')} />
      <div role="tablist" aria-label={t('payments.status')} className="mb-4 flex flex-wrap gap-2">
        {statuses.map((status) => (
          <button
            key={status}
            type="button"
            role="tab"
            aria-selected={filters.status === status}
            className={cn(
              buttonClass(filters.status === status ? 'secondary' : 'ghost', 'sm'),
              filters.status === status && 'ring-1 ring-brand-600',
            )}
            onClick={() => set({ status, dir: status === 'pending' ? 'asc' : 'desc' })}
            data-testid={`payments-tab-${status}`}
          >
            {t(`paymentStatus.${status}`)}
          </button>
        ))}
      </div>
      <section aria-label={t('common.filters')} className="mb-4 grid grid-cols-2 gap-3 md:grid-cols-4">
        <PaymentSearch id="payments-q" value={filters.q} onSearch={(q) => set({ q })} />
        <PaymentKindFilter id="payments-kind" value={filters.kind} onChange={(kind) => set({ kind })} />
      </section>
      <DataTable
        label={t('payments.label')}
        columns={columns}
        data={data}
        isFetching={isFetching}
        {...tableControls}
        rowId={(row) => row.id}
        empty={t('payments.empty')}
        testId="admin-payments-table"
      />
      <PaymentDecisionDialog decision={decision} onClose={() => setDecision(null)} />
    </div>
  );
}
