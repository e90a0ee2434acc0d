import { useQuery } from '@tanstack/react-query';
import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HowToEarn, PlanBenefits } from './components/earn-and-plan.tsx';
import { RedeemCard } from './components/redeem-card.tsx';
import { ReferralCard } from './components/referral-card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { formatIstDate, formatNumber } from '../../lib/format.ts';
import { rewardsQuery, type Rewards } from './api/rewards-api.ts';

function BalanceCard({ rewards }: { rewards: Rewards }) {
  const { t, i18n } = useTranslation('rewards');
  const { level, nextLevel } = rewards;
  const progress = nextLevel ? Math.min(100, Math.round(((rewards.lifetimePoints - level.min) / (nextLevel.min - level.min)) * 100)) : 100;
  return (
    <section
      className="rounded-2xl bg-gradient-to-br from-brand-700 to-brand-900 p-6 text-white shadow-sm dark:from-brand-800 dark:to-slate-900"
      aria-labelledby="balance-title"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="balance-title" className="text-sm font-semibold text-brand-100">
          {t('balance')}
        </h2>
        <span className="flex items-center gap-1 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold" data-testid="reward-level">
          <Award aria-hidden="true" className="h-4 w-4" />
          {t('level', { level: t(`levels.${level.id}`) })}
        </span>
      </div>
      <p className="mt-2 text-4xl font-bold tracking-tight" data-testid="reward-balance">
        {formatNumber(rewards.balance, i18n.language)}
      </p>
      <p className="text-sm text-brand-100">{t('lifetime', { count: rewards.lifetimePoints })}</p>
      <div className="mt-5">
        <div
          className="h-2 overflow-hidden rounded-full bg-white/20"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
          aria-label={nextLevel ? t('toNext', { count: nextLevel.pointsToGo, level: t(`levels.${nextLevel.id}`) }) : t('topLevel')}
        >
          <div className="h-full rounded-full bg-white" style={{ width: `${progress}%` }} />
        </div>
        <p className="mt-2 text-sm text-brand-50">
          {nextLevel ? t('toNext', { count: nextLevel.pointsToGo, level: t(`levels.${nextLevel.id}`) }) : t('topLevel')}
        </p>
      </div>
    </section>
  );
}

function Activity({ rewards }: { rewards: Rewards }) {
  const { t, i18n } = useTranslation('rewards');
  return (
    <section className={`${cardClass} p-6`} aria-labelledby="activity-title">
      <h2 id="activity-title" className="font-semibold">
        {t('activity.title')}
      </h2>
      {rewards.history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('activity.empty')}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800" data-testid="reward-activity">
          {rewards.history.map((item, index) => (
            <li key={`${item.at}-${index}`} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate">{t(`activity.${item.kind}`, { provider: item.providerName })}</p>
                {item.reason && (
                  <p className="text-xs break-words text-slate-700 dark:text-slate-300" data-testid="reward-reason">
                    {item.reason}
                  </p>
                )}
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {formatIstDate(item.at, i18n.language, { year: 'numeric' })}
                  {item.pending && <span data-testid="reward-pending"> · {t('activity.pending')}</span>}
                </p>
              </div>
              <span
                className={
                  item.points < 0 || item.pending
                    ? 'font-semibold text-slate-700 dark:text-slate-300'
                    : 'font-semibold text-emerald-700 dark:text-emerald-400'
                }
              >
                {item.points > 0 ? '+' : '−'}
                {formatNumber(Math.abs(item.points), i18n.language)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Points, level, referrals and what they buy, with the benefits of the client's plan. */
export function RewardsPage() {
  const { t } = useTranslation('rewards');
  const rewards = useQuery(rewardsQuery());
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
      {rewards.isPending && <Spinner />}
      {rewards.isError && (
        <div className={`${cardClass} mt-6 p-6 text-center`} role="alert">
          <p>{t('loadError')}</p>
          <button type="button" onClick={() => void rewards.refetch()} className={buttonClass('outline', 'md', 'mt-3')}>
            {t('retry')}
          </button>
        </div>
      )}
      {rewards.data && (
        <div className="mt-6 grid gap-4 md:grid-cols-2">
          <BalanceCard rewards={rewards.data} />
          <RedeemCard rewards={rewards.data} />
          <ReferralCard rewards={rewards.data} />
          <HowToEarn rewards={rewards.data} />
          <PlanBenefits rewards={rewards.data} />
          <Activity rewards={rewards.data} />
        </div>
      )}
    </div>
  );
}
