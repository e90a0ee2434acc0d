import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../../components/ui/ui.ts';
import { formatNumber } from '../../../lib/format.ts';
import type { HealthReport } from './ops-api.ts';

/** Seconds as the largest sensible unit: "45 s", "12 min", "3 h 5 min", "2 d 4 h". */
export function useAge() {
  const { t, i18n } = useTranslation('admin-ops');
  const n = (value: number) => formatNumber(value, i18n.language);
  return (seconds: number) => {
    if (seconds < 60) return t('age.seconds', { n: n(seconds) });
    if (seconds < 3600) return t('age.minutes', { n: n(Math.floor(seconds / 60)) });
    if (seconds < 86_400) return t('age.hours', { h: n(Math.floor(seconds / 3600)), m: n(Math.floor((seconds % 3600) / 60)) });
    return t('age.days', { d: n(Math.floor(seconds / 86_400)), h: n(Math.floor((seconds % 86_400) / 3600)) });
  };
}

function Card({ title, tone = 'ok', children, testId }: { title: string; tone?: 'ok' | 'warn'; children: ReactNode; testId: string }) {
  return (
    <section className={`${cardClass} p-4 ${tone === 'warn' ? 'border-amber-400 dark:border-amber-500' : ''}`} data-testid={testId}>
      <h2 className="text-sm font-semibold text-slate-600 dark:text-slate-400">{title}</h2>
      <div className="mt-2 space-y-1">{children}</div>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex items-baseline justify-between gap-3">
      <span className="text-sm text-slate-600 dark:text-slate-400">{label}</span>
      <span className="text-lg font-semibold tabular-nums">{value}</span>
    </p>
  );
}

/** The figures of the Health page, one card per concern. */
export function HealthCards({ report }: { report: HealthReport }) {
  const { t, i18n } = useTranslation('admin-ops');
  const age = useAge();
  const n = (value: number) => formatNumber(value, i18n.language);
  const { database, outbox, reminders, errors } = report;
  const pool = database.pool;
  const errorShare = new Intl.NumberFormat(i18n.language === 'en' ? 'en-IN' : `${i18n.language}-IN`, {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(errors.share);
  return (
    <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
      <Card title={t('health.database')} tone={database.roundTripMs > 200 ? 'warn' : 'ok'} testId="health-database">
        <Figure label={t('health.roundTrip')} value={t('health.ms', { n: n(database.roundTripMs) })} />
        <Figure
          label={t('health.pool')}
          value={
            pool.kind === 'pool'
              ? t('health.poolUse', { used: n(pool.total - pool.idle), max: n(pool.max), waiting: n(pool.waiting) })
              : t('health.embedded')
          }
        />
      </Card>
      <Card
        title={t('health.outbox')}
        tone={outbox.failedLast24h > 0 || (outbox.oldestDueAgeSeconds ?? 0) > 300 ? 'warn' : 'ok'}
        testId="health-outbox"
      >
        <Figure label={t('health.dueNow')} value={n(outbox.dueNow)} />
        <Figure label={t('health.oldestDue')} value={outbox.oldestDueAgeSeconds === null ? '—' : age(outbox.oldestDueAgeSeconds)} />
        <Figure label={t('health.failed24h')} value={n(outbox.failedLast24h)} />
      </Card>
      <Card title={t('health.reminders')} tone={reminders.lagSeconds > 600 ? 'warn' : 'ok'} testId="health-reminders">
        <Figure label={t('health.reminderLag')} value={reminders.lagSeconds === 0 ? t('health.onTime') : age(reminders.lagSeconds)} />
        {reminders.byKind.map((kind) => (
          <Figure
            key={kind.kind}
            label={t(`health.reminderKind.${kind.kind}`, { defaultValue: kind.kind })}
            value={t('health.waiting', { n: n(kind.waiting) })}
          />
        ))}
      </Card>
      <Card title={t('health.traffic')} tone={errors.share > 0.05 ? 'warn' : 'ok'} testId="health-traffic">
        <Figure label={t('health.liveConnections')} value={n(report.live.connections)} />
        <Figure label={t('health.errorRate', { minutes: errors.windowMinutes })} value={errorShare} />
        <Figure label={t('health.requests')} value={n(errors.requests)} />
      </Card>
      <Card title={t('health.version')} testId="health-version">
        <Figure label={t('health.versionLabel')} value={report.version} />
        <Figure label={t('health.uptime')} value={age(report.uptimeSeconds)} />
      </Card>
    </div>
  );
}
