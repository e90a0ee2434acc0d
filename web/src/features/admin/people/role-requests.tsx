import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cardClass } from '../../../components/ui/ui.ts';
import { formatIstDateTime } from '../../../lib/format.ts';
import { peopleApi, pendingRoleRequestsQuery, type RoleRequest } from './api/people-api.ts';
import { ApplicationDetails } from './components/application-details.tsx';
import { ApprovalCard } from './components/approval-card.tsx';
import { ReasonDialog } from './components/reason-dialog.tsx';
import { useAdminChange } from './components/use-admin-change.ts';

/**
 * Role requests waiting (provider applications among them), each with the whole application: approve
 * after confirming (it publishes a verified provider), or reject with a reason the applicant is told.
 */
export function RoleRequests() {
  const { t } = useTranslation('admin-people');
  const requests = useQuery(pendingRoleRequestsQuery);
  const [approving, setApproving] = useState<RoleRequest | null>(null);
  const [rejecting, setRejecting] = useState<RoleRequest | null>(null);
  const approve = useAdminChange(
    peopleApi.approveRoleRequest,
    (done) => (done.provider ? t('requests.approvedProvider', { name: done.provider.name }) : t('requests.approved')),
    () => setApproving(null),
  );
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
          <ApprovalCard key={request.id} kind="request" item={request} approve={approve} onApprove={setApproving} onReject={setRejecting}>
            <RequestSummary request={request} />
          </ApprovalCard>
        ))}
      </ul>
      <ConfirmDialog
        open={approving !== null}
        onOpenChange={(open) => !open && setApproving(null)}
        title={t(approving?.provider ? 'requests.confirmProviderTitle' : 'requests.confirmTitle', {
          name: approving?.provider?.name ?? approving?.user.name ?? '',
        })}
        description={
          approving?.provider
            ? t('requests.confirmProviderBody', { count: approving.application?.services.length ?? 0 })
            : t('requests.confirmBody', { name: approving?.user.name ?? '' })
        }
        confirmLabel={t('requests.approve')}
        cancelLabel={t('requests.cancel')}
        busy={approve.isPending}
        onConfirm={() => approving && approve.mutate({ id: approving.id })}
      />
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

function RequestSummary({ request }: { request: RoleRequest }) {
  const { t, i18n } = useTranslation('admin-people');
  return (
    <>
      <p className="font-semibold">{request.provider?.name ?? request.user.name}</p>
      <p className="break-all text-sm text-slate-600 dark:text-slate-400">
        {request.user.name} · {request.user.email}
      </p>
      <p className="mt-1 text-sm">{t('requests.wants', { role: t(`role.${request.newRole}`, { defaultValue: request.newRole }) })}</p>
      <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{formatIstDateTime(request.createdAt, i18n.language)}</p>
      {request.provider && request.application && <ApplicationDetails provider={request.provider} application={request.application} />}
    </>
  );
}
