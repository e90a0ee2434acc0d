import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { CalendarCheck, ClipboardCheck, MessageSquareWarning, Stethoscope, UserPlus, Users, Wallet, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatIstDay, formatNumber } from '../../../lib/format.ts';
import { cn } from '../../../lib/cn.ts';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';
import { dashboardRanges, type DashboardRange } from '../insights/insights-api.ts';
import { dashboardQuery } from './dashboard-query.ts';
import { RangeFigures } from './range-figures.tsx';
import { AdminPageHeader } from '../components/admin-page-header.tsx';

type Tile = { key: string; label: string; value: number | undefined; to: string; search?: Record<string, string>; icon: LucideIcon };

function TileLink({ tile }: { tile: Tile }) {
  const { t, i18n } = useTranslation('admin');
  const waiting = (tile.value ?? 0) > 0;
  return (
    <Link
      to={tile.to as '/'}
      search={tile.search as never}
      className={`${cardClass} flex items-center gap-3 p-4 hover:border-brand-300 dark:hover:border-brand-700`}
      data-testid={`overview-${tile.key}`}
    >
      <span
        className={`flex h-10 w-10 flex-none items-center justify-center rounded-xl ${waiting ? 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100' : 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300'}`}
      >
        <tile.icon aria-hidden="true" className="h-5 w-5" />
      </span>
      <span className="min-w-0">
        <span className="block text-2xl font-bold tabular-nums">
          {tile.value === undefined ? '…' : formatNumber(tile.value, i18n.language)}
        </span>
        <span className="block text-sm text-slate-600 dark:text-slate-400">{t(tile.label)}</span>
      </span>
    </Link>
  );
}

/** /admin and /admin/dashboard: what waits for an admin, and today at a glance (each figure opens its page). */
export function AdminOverviewPage() {
  const { t, i18n } = useTranslation(['admin', 'admin-insights']);
  const [range, setRange] = useState<DashboardRange>('today');
  const { data } = useQuery(dashboardQuery(range));
  const waiting: Tile[] = [
    {
      key: 'role-requests',
      label: 'overview.roleRequests',
      value: data?.waiting.roleRequests,
      to: '/admin/users',
      search: { tab: 'requests' },
      icon: UserPlus,
    },
    { key: 'providers', label: 'overview.providersPending', value: data?.waiting.providers, to: '/admin/providers', icon: Stethoscope },
    { key: 'services', label: 'overview.services', value: data?.waiting.services, to: '/admin/service-approvals', icon: ClipboardCheck },
    { key: 'payments', label: 'overview.payments', value: data?.waiting.payments, to: '/admin/payments', icon: Wallet },
    {
      key: 'complaints',
      label: 'overview.complaints',
      value: data?.waiting.complaints,
      to: '/admin/complaints',
      icon: MessageSquareWarning,
    },
  ];
  const platform: Tile[] = [
    {
      key: 'today',
      label: 'overview.todayBookings',
      value: data?.today.bookings,
      to: '/admin/bookings',
      search: data ? { day: data.today.date } : {},
      icon: CalendarCheck,
    },
    {
      key: 'upcoming',
      label: 'overview.upcoming',
      value: data?.platform.bookingsUpcoming,
      to: '/admin/bookings',
      search: data ? { status: 'confirmed', from: data.today.date } : {},
      icon: CalendarCheck,
    },
    { key: 'clients', label: 'overview.clients', value: data?.platform.clients, to: '/admin/users', icon: Users },
    { key: 'listed', label: 'overview.listedProviders', value: data?.platform.providers, to: '/admin/providers', icon: Stethoscope },
  ];
  return (
    <div className="mx-auto max-w-6xl">
      <AdminPageHeader
        title={t('overview.title')}
        description={data ? t('overview.today', { date: formatIstDay(data.today.date, i18n.language, { weekday: 'long' }) }) : undefined}
      />
      <section aria-labelledby="waiting-title">
        <h2 id="waiting-title" className="mb-3 font-semibold">
          {t('overview.waiting')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {waiting.map((tile) => (
            <TileLink key={tile.key} tile={tile} />
          ))}
        </div>
      </section>
      <section aria-labelledby="range-title" className="mt-8">
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          <h2 id="range-title" className="font-semibold">
            {t('dashboard.inRange', { ns: 'admin-insights' })}
          </h2>
          <div role="tablist" aria-label={t('dashboard.range', { ns: 'admin-insights' })} className="flex gap-1">
            {dashboardRanges.map((key) => (
              <button
                key={key}
                type="button"
                role="tab"
                aria-selected={range === key}
                className={cn(buttonClass(range === key ? 'secondary' : 'ghost', 'sm'), range === key && 'ring-1 ring-brand-600')}
                onClick={() => setRange(key)}
                data-testid={`dashboard-range-${key}`}
              >
                {t(`dashboard.ranges.${key}`, { ns: 'admin-insights' })}
              </button>
            ))}
          </div>
        </div>
        <RangeFigures
          figures={data?.range.key === range ? data.figures : undefined}
          range={data?.range.key === range ? data.range : undefined}
        />
      </section>
      <section aria-labelledby="platform-title" className="mt-8">
        <h2 id="platform-title" className="mb-3 font-semibold">
          {t('overview.platform')}
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {platform.map((tile) => (
            <TileLink key={tile.key} tile={tile} />
          ))}
        </div>
      </section>
    </div>
  );
}
