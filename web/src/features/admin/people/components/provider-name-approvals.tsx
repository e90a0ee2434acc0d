import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cardClass } from '../../../../components/ui/ui.ts';
import { formatIstDateTime } from '../../../../lib/format.ts';
import { peopleApi, pendingProviderNamesQuery, type PendingProviderName } from '../api/people-api.ts';
import { ApprovalCard } from './approval-card.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { useAdminChange } from './use-admin-change.ts';

/**
 * Listed providers' new names waiting for an admin, oldest first, shown old → new (issue 22.7):
 * clients see the old name until the new one is approved.
 */
export function ProviderNameApprovals() {
  const { t, i18n } = useTranslation('admin-people');
  const pending = useQuery(pendingProviderNamesQuery);
  const [rejecting, setRejecting] = useState<PendingProviderName | null>(null);
  const approve = useAdminChange(peopleApi.approveProviderName, (row) => t('toast.nameApproved', { name: row.pendingName }));
  const reject = useAdminChange(
    peopleApi.rejectProviderName,
    (row) => t('toast.nameRejected', { name: row.pendingName }),
    () => setRejecting(null),
  );
  return (
    <section className="mt-8" aria-labelledby="name-changes-title">
      <h2 id="name-changes-title" className="text-lg font-semibold">
        {t('names.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('names.description')}</p>
      {pending.isPending ? (
        <Spinner />
      ) : pending.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : pending.data.length === 0 ? (
        <p role="status" className={`${cardClass} p-6 text-center text-slate-600 dark:text-slate-400`}>
          {t('names.empty')}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="pending-names">
          {pending.data.map((row) => (
            <ApprovalCard key={row.id} kind="name" item={row} approve={approve} onReject={setRejecting}>
              <p className="break-words font-semibold" data-testid="name-change">
                {t('names.change', { from: row.name, to: row.pendingName })}
              </p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {row.category} · {row.city}
              </p>
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {t('names.requestedAt', { at: formatIstDateTime(row.requestedAt, i18n.language) })}
              </p>
            </ApprovalCard>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('names.rejectTitle', { name: rejecting?.pendingName ?? '' })}
        description={t('names.rejectBody', { provider: rejecting?.name ?? '' })}
        confirmLabel={t('names.reject')}
        danger
        busy={reject.isPending}
        onConfirm={(reason) => rejecting && reject.mutate({ id: rejecting.id, reason })}
      />
    </section>
  );
}
