import { useQuery } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../components/ui/ui.ts';
import { cn } from '../../lib/cn.ts';
import { formatRupees } from '../../lib/format.ts';
import { plans } from '../../lib/plans.ts';
import { QuotaMeter } from '../account/index.ts';
import { PlanPayDialog, PlanStatus, plansQuery } from './plan-payment.tsx';

export function SubscriptionPage() {
  const { t, i18n } = useTranslation();
  const { data: state } = useQuery(plansQuery());
  const current = state?.current.tier ?? 'free';
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
      {state && <PlanStatus state={state} />}
      <ul className="mt-6 grid gap-4 md:grid-cols-3">
        {plans.map((plan) => {
          const offer = state?.plans.find((candidate) => candidate.id === plan.id);
          const name = t(`plans.${plan.id}`);
          return (
            <li
              key={plan.id}
              className={cn(cardClass, 'flex flex-col p-6', plan.id === current && 'ring-2 ring-brand-600')}
              data-testid={`plan-${plan.id}`}
            >
              <h2 className="text-xl font-bold">{name}</h2>
              <p className="mt-1 text-2xl font-bold" data-testid={`plan-price-${plan.id}`}>
                {!offer
                  ? '\u00a0'
                  : offer.periodDays === null
                    ? t('plans.forever')
                    : t('plans.perPeriod', { price: formatRupees(offer.pricePaise, i18n.language), days: offer.periodDays })}
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <Check aria-hidden="true" className="h-4 w-4 flex-none text-brand-600" />
                    {feature === 'plans.freeBookings' && state
                      ? t('plans.freeBookingsCount', { count: state.freeBookingLimit })
                      : t(feature)}
                  </li>
                ))}
              </ul>
              {plan.id === current && (
                <p className="mt-6 rounded-xl bg-brand-50 py-2 text-center text-sm font-semibold text-brand-800 dark:bg-brand-900/40 dark:text-brand-100">
                  {t('plans.current')}
                </p>
              )}
              {plan.id !== 'free' && offer && offer.periodDays !== null && (
                <PlanPayDialog
                  plan={plan.id}
                  pricePaise={offer.pricePaise}
                  periodDays={offer.periodDays}
                  label={plan.id === current ? t('plans.renew', { plan: name }) : t('plans.upgrade', { plan: name })}
                  // One plan payment waits for verification at a time.
                  disabled={state?.pending !== null}
                />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
