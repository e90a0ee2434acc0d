import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, Circle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../../components/ui/ui.ts';
import { meQuery } from '../../../server-state/account-queries.ts';
import { ownProfileQuery, ownServicesQuery, weekPlanQuery } from '../api/provider-api.ts';

/** The public page has nothing to save: looking at it once is what ticks it, remembered on this device. */
const publicPageSeenKey = 'bookmitra.provider.public-page-seen';

function readSeen() {
  return typeof localStorage !== 'undefined' && localStorage.getItem(publicPageSeenKey) === '1';
}

function Item({ done, testId, children }: { done: boolean; testId: string; children: ReactNode }) {
  const { t } = useTranslation('provider-web');
  const Icon = done ? CheckCircle2 : Circle;
  return (
    <li className="flex items-center gap-3 py-2" data-testid={testId} data-done={done}>
      <Icon aria-hidden="true" className={done ? 'h-5 w-5 shrink-0 text-emerald-600' : 'h-5 w-5 shrink-0 text-slate-400'} />
      <span className="sr-only">{done ? t('checklist.done') : t('checklist.todo')}</span>
      {children}
    </li>
  );
}

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300';

/**
 * A new provider's first steps (services, hours, phone, a look at the public page), each ticked when
 * done and linking to where it is done; gone once all four are.
 */
export function FirstRunChecklist() {
  const { t } = useTranslation('provider-web');
  const services = useQuery(ownServicesQuery);
  const week = useQuery(weekPlanQuery);
  const me = useQuery(meQuery());
  const profile = useQuery(ownProfileQuery);
  const [seen, setSeen] = useState(readSeen);
  if (!services.data || !week.data || !me.data || !profile.data) return null;
  const steps = {
    services: services.data.length > 0,
    hours: week.data.hours.length > 0,
    phone: Boolean(me.data.profile.contactPhone),
    publicPage: seen,
  };
  if (Object.values(steps).every(Boolean)) return null;
  const markSeen = () => {
    localStorage.setItem(publicPageSeenKey, '1');
    setSeen(true);
  };
  return (
    <section className={`${cardClass} p-4`} aria-labelledby="first-run" data-testid="first-run-checklist">
      <h2 id="first-run" className="font-bold">
        {t('checklist.title')}
      </h2>
      <ul className="mt-1 divide-y divide-slate-100 dark:divide-slate-800">
        <Item done={steps.services} testId="step-services">
          <Link to="/add-service" className={linkClass}>
            {t('checklist.services')}
          </Link>
        </Item>
        <Item done={steps.hours} testId="step-hours">
          <Link to="/provider-hours" className={linkClass}>
            {t('checklist.hours')}
          </Link>
        </Item>
        <Item done={steps.phone} testId="step-phone">
          <Link to="/setup-profile" className={linkClass}>
            {t('checklist.phone')}
          </Link>
        </Item>
        <Item done={steps.publicPage} testId="step-public-page">
          <Link to="/providers/$providerId" params={{ providerId: profile.data.id }} className={linkClass} onClick={markSeen}>
            {t('checklist.publicPage')}
          </Link>
        </Item>
      </ul>
    </section>
  );
}
