import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { cn } from '../../lib/cn.ts';
import { plans } from '../../lib/plans.ts';
import { meQuery, QuotaMeter } from '../account/index.ts';

export function SubscriptionPage() {
  const { t } = useTranslation();
  const { data: me } = useQuery(meQuery());
  const current = me?.profile.subscriptionTier ?? 'free';
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('plans.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('plans.subtitle')}</p>
      <section className={`${cardClass} mt-6 p-6`} aria-labelledby="quota-title">
        <h2 id="quota-title" className="font-semibold">
          {t('profile.quota')}
        </h2>
        <div className="mt-3">
          <QuotaMeter />
        </div>
      </section>
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.id}
            className={cn(cardClass, 'flex flex-col p-6', plan.id === current && 'ring-2 ring-brand-600')}
            data-testid={`plan-${plan.id}`}
          >
            <h2 className="text-xl font-bold">{t(`plans.${plan.id}`)}</h2>
            <p className="mt-1 text-2xl font-bold">{t(`plans.${plan.id}Price`)}</p>
            <ul className="mt-4 flex-1 space-y-2 text-sm">
              {plan.features.map((feature) => (
                <li key={feature} className="flex gap-2">
                  <Check aria-hidden="true" className="h-4 w-4 flex-none text-brand-600" />
                  {t(feature)}
                </li>
              ))}
            </ul>
            {plan.id === current ? (
              <p className="mt-6 rounded-xl bg-brand-50 py-2 text-center text-sm font-semibold text-brand-800 dark:bg-brand-900/40 dark:text-brand-100">
                {t('plans.current')}
              </p>
            ) : (
              <a
                href={`mailto:plans@bookmitra.in?subject=${encodeURIComponent(`BookMitra ${t(`plans.${plan.id}`)}`)}`}
                className={buttonClass(plan.id === 'pro' ? 'primary' : 'outline', 'md', 'mt-6')}
              >
                {t('plans.contact')}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
