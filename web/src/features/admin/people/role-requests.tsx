import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cardClass } from '../../../components/ui/ui.ts';
import { formatIstDateTime } from '../../../lib/format.ts';
import { peopleApi, pendingRoleRequestsQuery, type RoleRequest } from './api/people-api.ts';
import { ApprovalCard } from './components/approval-card.tsx';
import { ReasonDialog } from './components/reason-dialog.tsx';
import { useAdminChange } from './components/use-admin-change.ts';

/** Role requests waiting (provider applications among them): approve, or reject with a reason the applicant is told. */
export function RoleRequests() {
  const { t, i18n } = useTranslation('admin-people');
  const requests = useQuery(pendingRoleRequestsQuery);
  const [rejecting, setRejecting] = useState<RoleRequest | null>(null);
  const approve = useAdminChange(peopleApi.approveRoleRequest, t('requests.approved'));
  const reject = useAdminChange(peopleApi.rejectRoleRequest, t('requests.rejected'), () => setRejecting(null));
  if (requests.isPending) return <Spinner />;
  if (requests.isError) return <p role="alert">{t('loadFailed')}</p>;
  if (requests.data.length === 0) {
    return (
      <p role="status" className={`${cardClass} p-6 text-center text-slate-600 dark:text-slate-400`}>
        {t('requests.empty')}
      </p>
    );
  }
  return (
    <>
      <ul className="space-y-3" data-testid="role-requests">
        {requests.data.map((request) => (
          <ApprovalCard key={request.id} kind="request" item={request} approve={approve} onReject={setRejecting}>
            <p className="font-semibold">{request.provider?.name ?? request.user.name}</p>
            <p className="break-all text-sm text-slate-600 dark:text-slate-400">
              {request.user.name} · {request.user.email}
            </p>
            <p className="mt-1 text-sm">
              {t('requests.wants', { role: t(`role.${request.newRole}`, { defaultValue: request.newRole }) })}
              {request.provider &&
                ` · ${request.provider.specialty ?? t(`categories.${request.provider.category}`, { ns: 'web' })} · ${request.provider.city}`}
            </p>
            <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{formatIstDateTime(request.createdAt, i18n.language)}</p>
          </ApprovalCard>
        ))}
      </ul>
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('requests.rejectTitle')}
        description={t('requests.rejectBody', { name: rejecting?.user.name ?? '' })}
        confirmLabel={t('requests.reject')}
        danger
        busy={reject.isPending}
        onConfirm={(reason) => rejecting && reject.mutate({ id: rejecting.id, reason })}
      />
    </>
  );
}
