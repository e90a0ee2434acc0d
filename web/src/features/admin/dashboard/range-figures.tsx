import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { cardClass } from '../../../components/ui/ui.ts';
import { cn } from '../../../lib/cn.ts';
import { formatNumber, formatRupees } from '../../../lib/format.ts';
import { channels, type DashboardFigures } from '../insights/insights-api.ts';

const statuses = ['confirmed', 'pending', 'completed', 'cancelled', 'no_show'] as const;

/** A figure and its label; a link to the list it counts when that list exists. */
function Figure({ id, label, value, to }: { id: string; label: string; value: string; to?: string }) {
  const body = (
    <>
      <span className="block text-xl font-bold tabular-nums" data-testid={`figure-${id}`}>
        {value}
      </span>
      <span className="block text-xs text-slate-600 dark:text-slate-400">{label}</span>
    </>
  );
  const className = 'block rounded-xl border border-slate-200 p-3 dark:border-slate-800';
  return to ? (
    <Link to={to as '/'} className={cn(className, 'hover:border-brand-300 dark:hover:border-brand-700')}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  );
}

/** The dashboard's figures over the chosen range: bookings by status and channel, money, sign-ups and failed messages. */
export function RangeFigures({ figures }: { figures: DashboardFigures | undefined }) {
  const { t, i18n } = useTranslation('admin-insights');
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
          <Figure id="bookings-total" label={t('dashboard.bookingsMade')} value={n(figures?.bookings.total)} to="/admin/bookings" />
          {statuses.map((status) => (
            <Figure
              key={status}
              id={`status-${status}`}
              label={t(`status.${status}`)}
              value={n(figures?.bookings.byStatus[status])}
              to="/admin/bookings"
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
            to="/admin/bookings"
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
            to="/admin/transactions"
          />
          <Figure
            id="revenue-plans"
            label={t('dashboard.revenuePlans')}
            value={rupees(figures?.revenue.plansPaise)}
            to="/admin/transactions"
          />
        </>,
      )}
      {section(
        'people',
        t('dashboard.people'),
        <>
          <Figure id="new-clients" label={t('dashboard.newClients')} value={n(figures?.newClients)} to="/admin/users" />
          <Figure id="new-providers" label={t('dashboard.newProviders')} value={n(figures?.newProviders)} to="/admin/providers" />
          {/* No outbox list in the panel yet: the figure is shown without a link until the Health page lists failed messages. */}
          <Figure id="failed-messages" label={t('dashboard.failedMessages')} value={n(figures?.failedMessages)} />
        </>,
      )}
    </div>
  );
}
