import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../../components/ui/ui.ts';
import { cn } from '../../../lib/cn.ts';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { channels, type DashboardFigures } from '../insights/insights-api.ts';

const statuses = ['confirmed', 'pending', 'completed', 'cancelled', 'no_show'] as const;

type FigureLink = { to: string; search?: Record<string, string> };

/** A figure and its label; a link to the list it counts, filtered as counted, when that list exists. */
function Figure({ id, label, value, link }: { id: string; label: string; value: string; link?: FigureLink | undefined }) {
  const body = (
    <>
      <span className="block text-xl font-bold tabular-nums" data-testid={`figure-${id}`}>
        {value}
      </span>
      <span className="block text-xs text-slate-600 dark:text-slate-400">{label}</span>
    </>
  );
  const className = 'block rounded-xl border border-slate-200 p-3 dark:border-slate-800';
  return link ? (
    <Link to={link.to as '/'} search={link.search as never} className={cn(className, 'hover:border-brand-300 dark:hover:border-brand-700')}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

/** The dashboard's figures over the chosen range: bookings by status and channel, money, sign-ups and failed messages. */
export function RangeFigures({
  figures,
  range,
}: {
  figures: DashboardFigures | undefined;
  range: { from: string; to: string } | undefined;
}) {
  const { t, i18n } = useTranslation('admin-insights');
  // The figures count bookings by the IST day they were made: their links open the list filtered the same way.
  const made: Record<string, string> = range ? { madeFrom: range.from, madeTo: range.to } : {};
  const bookingsWhere = (search: Record<string, string> = {}): FigureLink => ({ to: '/admin/bookings', search: { ...made, ...search } });
  const n = (value: number | undefined) => (value === undefined ? '…' : formatNumber(value, i18n.language));
  const rupees = (paise: number | undefined) => (paise === undefined ? '…' : formatRupees(paise, i18n.language));
  const section = (id: string, title: string, children: React.ReactNode) => (
    <section aria-labelledby={`figures-${id}`} className={`${cardClass} p-4`}>
      <h3 id={`figures-${id}`} className="mb-3 font-semibold">
        {title}
      </h3>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">{children}</div>
    </section>
  );
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {section(
        'status',
        t('dashboard.byStatus'),
        <>
          <Figure id="bookings-total" label={t('dashboard.bookingsMade')} value={n(figures?.bookings.total)} link={bookingsWhere()} />
          {statuses.map((status) => (
            <Figure
              key={status}
              id={`status-${status}`}
              label={t(`status.${status}`)}
              value={n(figures?.bookings.byStatus[status])}
              link={bookingsWhere({ status })}
            />
          ))}
        </>,
      )}
      {section(
        'channel',
        t('dashboard.byChannel'),
        channels.map((channel) => (
          <Figure
            key={channel}
            id={`channel-${channel}`}
            label={t(`channel.${channel}`)}
            value={n(figures?.bookings.byChannel[channel])}
            link={bookingsWhere({ channel })}
          />
        )),
      )}
      {section(
        'money',
        t('dashboard.money'),
        <>
          <Figure
            id="revenue-bookings"
            label={t('dashboard.revenueBookings')}
            value={rupees(figures?.revenue.bookingsPaise)}
            link={bookingsWhere({ paymentStatus: 'paid' })}
          />
          <Figure
            id="revenue-plans"
            label={t('dashboard.revenuePlans')}
            value={rupees(figures?.revenue.plansPaise)}
            link={{ to: '/admin/transactions' }}
          />
        </>,
      )}
      {section(
        'people',
        t('dashboard.people'),
        <>
          <Figure id="new-clients" label={t('dashboard.newClients')} value={n(figures?.newClients)} link={{ to: '/admin/users' }} />
          <Figure
            id="new-providers"
            label={t('dashboard.newProviders')}
            value={n(figures?.newProviders)}
            link={{ to: '/admin/providers' }}
          />
          <Figure
            id="failed-messages"
            label={t('dashboard.failedMessages')}
            value={n(figures?.failedMessages)}
            link={{ to: '/admin/health' }}
          />
        </>,
      )}
    </div>
  );
}
