import { useQuery } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StateBadge } from './state-badge.tsx';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';
import { formatIstDateTime } from '../../../lib/format.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { useSystemChange } from '../system/api/use-system-change.ts';
import { HealthCards } from './health-cards.tsx';
import { healthQuery, retryMessage, type FailedMessage, type InstanceBeat } from './ops-api.ts';

function FailedMessages({ rows }: { rows: FailedMessage[] }) {
  const { t, i18n } = useTranslation('admin-ops');
  const retry = useSystemChange({ run: retryMessage, success: t('health.retried'), failure: t('health.retryFailed') });
  return (
    <section className={`${cardClass} p-4`} data-testid="health-failed">
      <h2 className="text-lg font-semibold">{t('health.failedTitle')}</h2>
      {rows.length === 0 ? (
        <p className="mt-2 text-slate-600 dark:text-slate-400">{t('health.noFailed')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 dark:divide-slate-800">
          {rows.map((row) => (
            <li
              key={row.id}
              className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
              data-testid={`failed-${row.id}`}
            >
              <div className="min-w-0">
                <p className="font-medium break-words">
                  {row.kind} · {t(`health.channel.${row.channel}`, { defaultValue: row.channel })} · {row.to}
                </p>
                <p className="text-sm break-words text-red-700 dark:text-red-400">{row.lastError ?? t('health.noError')}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {t('health.attempts', { count: row.attempts })} · {formatIstDateTime(row.updatedAt, i18n.language)}
                </p>
              </div>
              <button
                type="button"
                className={buttonClass('secondary', 'sm', 'self-start sm:self-center')}
                disabled={retry.isPending}
                onClick={() => retry.mutate(row.id)}
                data-testid={`retry-${row.id}`}
              >
                <RotateCcw className="size-4" aria-hidden="true" />
                {t('health.retry')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Instances({ rows }: { rows: InstanceBeat[] }) {
  const { t, i18n } = useTranslation('admin-ops');
  return (
    <section className={`${cardClass} p-4`} data-testid="health-instances">
      <h2 className="text-lg font-semibold">{t('health.instances')}</h2>
      <ul className="mt-3 space-y-3">
        {rows.map((row) => (
          <li key={row.instanceId} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium break-all">
                {row.hostname} · pid {row.pid}
              </span>
              <StateBadge tone={row.stale ? 'warning' : 'success'}>{row.stale ? t('health.stale') : t('health.alive')}</StateBadge>
              {row.current && <StateBadge tone="info">{t('health.thisInstance')}</StateBadge>}
            </div>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              {t('health.beat', { when: formatIstDateTime(row.beatAt, i18n.language), version: row.version })}
            </p>
            {row.workers.length > 0 && (
              <ul className="mt-2 space-y-1 text-sm">
                {row.workers.map((worker) => (
                  <li key={worker.name} className="break-words">
                    <span className="font-medium">
                      {t(`health.worker.${worker.name.replace(/\s+/g, '_')}`, { defaultValue: worker.name })}
                    </span>
                    {': '}
                    {worker.lastRunAt ? formatIstDateTime(worker.lastRunAt, i18n.language) : t('health.notRunYet')}
                    {worker.lastError && <span className="block text-red-700 dark:text-red-400">{worker.lastError}</span>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /admin/health: the platform's vital signs, refreshed every 10 s, with a retry for failed messages. */
export function HealthPage() {
  const { t, i18n } = useTranslation('admin-ops');
  const { data, error } = useQuery(healthQuery);
  return (
    <div>
      <AdminPageHeader
        title={t('health.title')}
        description={data ? t('health.checked', { when: formatIstDateTime(data.checkedAt, i18n.language) }) : t('health.description')}
      />
      {error && !data && <p className="text-red-700 dark:text-red-400">{t('health.loadFailed')}</p>}
      {!data && !error && <p aria-busy="true">{t('health.loading')}</p>}
      {data && (
        <div className="space-y-4">
          <HealthCards report={data} />
          <FailedMessages rows={data.outbox.failed} />
          <Instances rows={data.instances} />
        </div>
      )}
    </div>
  );
}
