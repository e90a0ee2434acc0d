import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';
import { cn } from '../../../lib/cn.ts';
import { formatIstDateTime } from '../../../lib/format.ts';
import type { ProviderApplication } from '../api/provider-types.ts';

const statusClass = {
  pending: 'bg-amber-50 text-amber-950 dark:bg-amber-900/40 dark:text-amber-50',
  approved: 'bg-emerald-50 text-emerald-950 dark:bg-emerald-900/40 dark:text-emerald-50',
  rejected: 'bg-red-50 text-red-950 dark:bg-red-900/40 dark:text-red-50',
} as const;

/** Where the application stands: waiting, approved (the dashboard opens at once), or rejected with the reason. */
export function ApplicationStatus({ application }: { application: NonNullable<ProviderApplication> }) {
  const { t, i18n } = useTranslation('provider-web');
  return (
    <section className={cn(cardClass, 'p-4', statusClass[application.status])} role="status" data-testid="application-status">
      <h2 className="text-lg font-semibold" data-testid="application-state">
        {t(`join.state.${application.status}`)}
      </h2>
      <p className="mt-1 text-sm">{t(`join.stateBody.${application.status}`)}</p>
      {application.status === 'approved' && (
        // The dashboard's guard asks the server for the new role, so no second sign-in is needed.
        <Link to="/provider-dashboard" className={buttonClass('primary', 'sm', 'mt-3')} data-testid="open-dashboard">
          {t('join.openDashboard')}
        </Link>
      )}
      {application.decisionReason && (
        <p className="mt-2 text-sm" data-testid="application-reason">
          {t('join.reason', { reason: application.decisionReason })}
        </p>
      )}
      <p className="mt-2 text-xs">{t('join.filedAt', { at: formatIstDateTime(application.createdAt, i18n.language) })}</p>
    </section>
  );
}
