import { Link } from '@tanstack/react-router';
import { Check, Sparkles, Wallet } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { plans } from '../../../lib/plans.ts';
import type { Rewards } from '../api/rewards-api.ts';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';

export function HowToEarn({ rewards }: { rewards: Rewards }) {
  const { t } = useTranslation('rewards');
  const { rules } = rewards;
  const ways = [
    { key: 'appointment', points: rules.appointmentPoints },
    { key: 'profile', points: rules.profilePoints, done: rewards.profileBonusEarned },
    { key: 'referrer', points: rules.referrerPoints },
    { key: 'welcome', points: rules.welcomePoints },
  ];
  return (
    <section className={`${cardClass} p-6`} aria-labelledby="earn-title">
      <h2 id="earn-title" className="flex items-center gap-2 font-semibold">
        <Sparkles aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {t('earn.title')}
      </h2>
      <ul className="mt-3 divide-y divide-slate-100 text-sm dark:divide-slate-800">
        {ways.map((way) => (
          <li key={way.key} className="flex items-center justify-between gap-3 py-2.5">
            <span>{t(`earn.${way.key}`)}</span>
            {way.key === 'profile' && !way.done ? (
              <Link to="/setup-profile" className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
                {t('earn.completeProfile')}
              </Link>
            ) : way.done ? (
              <span className="flex items-center gap-1 font-semibold text-emerald-700 dark:text-emerald-400">
                <Check aria-hidden="true" className="h-4 w-4" />
                {t('earn.earned')}
              </span>
            ) : (
              <span className="font-semibold text-brand-700 dark:text-brand-300">{t('earn.points', { count: way.points })}</span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlanBenefits({ rewards }: { rewards: Rewards }) {
  const { t } = useTranslation(['rewards', 'web']);
  const plan = plans.find((candidate) => candidate.id === rewards.tier) ?? plans[0];
  return (
    <section className={`${cardClass} flex flex-col p-6`} aria-labelledby="plan-title">
      <h2 id="plan-title" className="flex items-center gap-2 font-semibold">
        <Wallet aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {t('plan.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('plan.current', { plan: t(`web:plans.${plan.id}`) })}</p>
      <ul className="mt-3 flex-1 space-y-2 text-sm">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check aria-hidden="true" className="h-4 w-4 flex-none text-brand-600" />
            {t(`web:${feature}`)}
          </li>
        ))}
      </ul>
      <Link to="/subscription" className={buttonClass('outline', 'sm', 'mt-4 self-start')}>
        {t('plan.compare')}
      </Link>
    </section>
  );
}
