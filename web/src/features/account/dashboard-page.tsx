import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Bot, CalendarDays, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { bookingsQuery } from '../../server-state/bookings-queries.ts';
import { QuotaMeter } from './components/quota-meter.tsx';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { formatIstDateTime } from '../../lib/format.ts';
import { useSession } from '../../lib/use-session.ts';

/** The client's home once signed in: the next appointment, the quota, and the ways to book. */
export function DashboardPage() {
  const { t, i18n } = useTranslation();
  const { user } = useSession();
  const { data: upcoming = [] } = useQuery(bookingsQuery('upcoming'));
  const next = upcoming[0];
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('dashboard.greeting', { name: user?.name ?? '' })}</h1>
      <div className="mt-6 grid gap-4 md:grid-cols-2">
        <section className={`${cardClass} p-6`} aria-labelledby="next-title">
          <h2 id="next-title" className="flex items-center gap-2 font-semibold">
            <CalendarDays aria-hidden="true" className="h-5 w-5 text-brand-600" />
            {t('dashboard.next')}
          </h2>
          {next ? (
            <div className="mt-3" data-testid="next-booking">
              <p className="font-semibold">{next.provider.name}</p>
              {next.service && <p className="text-sm text-slate-700 dark:text-slate-300">{next.service.name}</p>}
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{formatIstDateTime(next.startsAt, i18n.language)}</p>
              <Link to="/bookings" className={buttonClass('outline', 'sm', 'mt-4')}>
                {t('confirmation.viewBookings')}
              </Link>
            </div>
          ) : (
            <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">{t('bookings.emptyUpcoming')}</p>
          )}
        </section>
        <section className={`${cardClass} p-6`} aria-labelledby="quota-card-title">
          <h2 id="quota-card-title" className="font-semibold">
            {t('profile.quota')}
          </h2>
          <div className="mt-3">
            <QuotaMeter />
          </div>
          <Link to="/subscription" className={buttonClass('secondary', 'sm', 'mt-4')}>
            {t('nav.subscription')}
          </Link>
        </section>
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <Link to="/providers" className={`${cardClass} flex items-center gap-4 p-6 hover:border-brand-300`}>
          <Search aria-hidden="true" className="h-8 w-8 text-brand-600" />
          <span>
            <span className="block font-semibold">{t('providers.title')}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{t('providers.subtitle')}</span>
          </span>
        </Link>
        <Link to="/mitra" className={`${cardClass} flex items-center gap-4 p-6 hover:border-brand-300`}>
          <Bot aria-hidden="true" className="h-8 w-8 text-brand-600" />
          <span>
            <span className="block font-semibold">{t('mitra.title')}</span>
            <span className="text-sm text-slate-600 dark:text-slate-400">{t('mitra.subtitle')}</span>
          </span>
        </Link>
      </div>
    </div>
  );
}
