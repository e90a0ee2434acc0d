import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cardClass } from '../../../components/ui/ui.ts';
import { formatIstDateTime, formatRupees } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { peopleApi, pendingServicesQuery, type PendingService } from './api/people-api.ts';
import { ApprovalCard } from './components/approval-card.tsx';
import { ProviderNameApprovals } from './components/provider-name-approvals.tsx';
import { ReasonDialog } from './components/reason-dialog.tsx';
import { useAdminChange } from './components/use-admin-change.ts';

/**
 * /admin/service-approvals: services waiting for an admin, oldest change first. A provider's new
 * service and an approved service whose name or price changed both wait here, at the price it
 * would be booked at; a change also shows the name and price approved before. Below them, listed
 * providers' new names wait the same way (old → new).
 */
export function ServiceApprovalsPage() {
  const { t, i18n } = useTranslation('admin-people');
  const pending = useQuery(pendingServicesQuery);
  const [rejecting, setRejecting] = useState<PendingService | null>(null);
  const approve = useAdminChange(peopleApi.approveService, (row) => t('toast.serviceApproved', { name: row.name }));
  const reject = useAdminChange(
    peopleApi.rejectService,
    (row) => t('toast.serviceRejected', { name: row.name }),
    () => setRejecting(null),
  );
  return (
    <div>
      <AdminPageHeader title={t('services.title')} description={t('services.description')} />
      {pending.isPending ? (
        <Spinner />
      ) : pending.isError ? (
        <p role="alert">{t('loadFailed')}</p>
      ) : pending.data.length === 0 ? (
        <p role="status" className={`${cardClass} p-6 text-center text-slate-600 dark:text-slate-400`}>
          {t('services.empty')}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="pending-services">
          {pending.data.map((service) => (
            <ApprovalCard key={service.id} kind="service" item={service} approve={approve} onReject={setRejecting}>
              <p className="font-semibold">{service.name}</p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {service.provider.name} · {service.provider.city}
              </p>
              <p className="mt-1 text-sm">
                {formatRupees(service.pricePaise, i18n.language)} · {t('services.minutes', { count: service.durationMinutes })}
                {!service.isActive && ` · ${t('services.paused')}`}
              </p>
              {service.previous && (
                <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" data-testid="service-previous">
                  {t('services.approvedBefore', {
                    name: service.previous.name,
                    price: formatRupees(service.previous.pricePaise, i18n.language),
                  })}
                </p>
              )}
              {service.description && <p className="mt-1 break-words text-sm text-slate-600 dark:text-slate-400">{service.description}</p>}
              <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                {t('services.changedAt', { at: formatIstDateTime(service.updatedAt, i18n.language) })}
              </p>
            </ApprovalCard>
          ))}
        </ul>
      )}
      <ReasonDialog
        open={rejecting !== null}
        onOpenChange={(open) => !open && setRejecting(null)}
        title={t('services.rejectTitle', { name: rejecting?.name ?? '' })}
        description={t('services.rejectBody', { provider: rejecting?.provider.name ?? '' })}
        confirmLabel={t('services.reject')}
        danger
        busy={reject.isPending}
        onConfirm={(reason) => rejecting && reject.mutate({ id: rejecting.id, reason })}
      />
      <ProviderNameApprovals />
    </div>
  );
}
