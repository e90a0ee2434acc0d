import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { istToday } from '../../../../db/contract/ist.ts';
import { Spinner } from '../../components/ui/spinner.tsx';
import { buttonClass, inputClass } from '../../components/ui/ui.ts';
import { cn } from '../../lib/cn.ts';
import { formatIstDay } from '../../lib/format.ts';
import { useDateHint } from '../../lib/use-date-hint.ts';
import { providerBookingsQuery, type BookingFilters } from './api/provider-api.ts';
import type { ProviderBooking, ProviderBookingScope } from './api/provider-types.ts';
import { BookingCard } from './components/booking-card.tsx';
import { FiguresCards } from './components/figures-cards.tsx';
import { FirstRunChecklist } from './components/first-run-checklist.tsx';
import { NextAppointment } from './components/next-appointment.tsx';
import { PracticeNav } from './components/practice-nav.tsx';
import { ReviewsSection } from './components/reviews-section.tsx';
import { NoticePoliciesCard } from './components/notice-policies.tsx';
import { useLiveBookings } from './components/use-live-bookings.ts';

const scopes: ProviderBookingScope[] = ['upcoming', 'past', 'cancelled'];
const searchDelayMs = 300;

function byDay(bookings: ProviderBooking[]) {
  const days = new Map<string, ProviderBooking[]>();
  for (const booking of bookings) days.set(booking.date, [...(days.get(booking.date) ?? []), booking]);
  return [...days.entries()];
}

/** The search box waits for a pause in typing, so each key press does not fetch. */
function useSettled(value: string) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), searchDelayMs);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

function Filters({ scope, setScope, date, setDate, q, setQ }: FilterState) {
  const { t } = useTranslation('provider-web');
  const dateId = useId();
  const dateHint = useDateHint();
  const searchId = useId();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-2" role="group" aria-label={t('filters.scope')}>
        {scopes.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={scope === value}
            className={buttonClass(scope === value ? 'primary' : 'outline', 'sm', 'flex-1')}
            onClick={() => setScope(value)}
            data-testid={`scope-${value}`}
          >
            {t(`filters.${value}`)}
          </button>
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={searchId} className="text-sm font-medium">
            {t('filters.search')}
          </label>
          <div className="relative mt-1">
            <Search aria-hidden="true" className="absolute left-3 top-3.5 h-4 w-4 text-slate-500" />
            <input
              id={searchId}
              type="search"
              className={cn(inputClass, 'pl-9')}
              value={q}
              maxLength={60}
              onChange={(event) => setQ(event.target.value)}
              data-testid="booking-search"
            />
          </div>
        </div>
        <div>
          <label htmlFor={dateId} className="text-sm font-medium">
            {t('filters.day')}
          </label>
          <div className="mt-1 flex gap-2">
            <input
              id={dateId}
              type="date"
              className={inputClass}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              data-testid="booking-day"
              placeholder={dateHint}
              aria-describedby={`${dateId}-hint`}
            />
            {date && (
              <button type="button" className={buttonClass('ghost', 'md')} onClick={() => setDate('')}>
                {t('filters.allDays')}
              </button>
            )}
          </div>
          <p id={`${dateId}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid="date-hint">
            {dateHint}
          </p>
        </div>
      </div>
    </div>
  );
}

type FilterState = {
  scope: ProviderBookingScope;
  setScope: (scope: ProviderBookingScope) => void;
  date: string;
  setDate: (date: string) => void;
  q: string;
  setQ: (q: string) => void;
};

function Agenda({ filters }: { filters: BookingFilters }) {
  const { t, i18n } = useTranslation('provider-web');
  const { data, isPending, isError, refetch } = useQuery(providerBookingsQuery(filters));
  if (isPending) return <Spinner />;
  if (isError)
    return (
      <div className="py-8 text-center">
        <p>{t('agenda.failed')}</p>
        <button type="button" className={buttonClass('outline', 'sm', 'mt-3')} onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (data.length === 0)
    return (
      <p className="py-8 text-center text-slate-600 dark:text-slate-400" data-testid="agenda-empty">
        {t('agenda.empty')}
      </p>
    );
  const today = istToday();
  return (
    <div className="space-y-6" data-testid="agenda">
      {byDay(data).map(([day, bookings]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <h2 id={`day-${day}`} className="mb-2 text-sm font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">
            {day === today ? t('agenda.today') : formatIstDay(day, i18n.language)} · {t('agenda.count', { count: bookings.length })}
          </h2>
          <ul className="space-y-3">
            {bookings.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

/** Spec §2 provider dashboard: today's next appointment (first screen on a phone), a new provider's first steps, the figures, then the agenda in IST with its filters (live), then the reviews. */
export function ProviderDashboardPage() {
  const { t } = useTranslation('provider-web');
  const [scope, setScope] = useState<ProviderBookingScope>('upcoming');
  const [date, setDate] = useState('');
  const [q, setQ] = useState('');
  const settledQ = useSettled(q.trim());
  useLiveBookings();
  const filters: BookingFilters = { scope, date: date || undefined, q: settledQ || undefined };
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('dashboard.title')}</h1>
      <NextAppointment />
      <FirstRunChecklist />
      <PracticeNav />
      <FiguresCards />
      <Filters scope={scope} setScope={setScope} date={date} setDate={setDate} q={q} setQ={setQ} />
      <Agenda filters={filters} />
      <ReviewsSection />
      <NoticePoliciesCard />
    </div>
  );
}
