import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slot } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import { formatIstDay, formatIstTime } from '../../lib/format.ts';

function groupByDay(slots: Slot[]) {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days.entries()].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** Day-by-day slot picker; dates and times are IST whatever the device's zone (the API gives IST dates). */
export function SlotPicker({ slots, selected, onSelect }: { slots: Slot[]; selected: string | null; onSelect: (slot: Slot) => void }) {
  const { t, i18n } = useTranslation();
  const days = useMemo(() => groupByDay(slots), [slots]);
  // The selected slot's day is open (a choice kept in the page's link may be on any day).
  const dayOf = (id: string | null) => days.find((entry) => entry.slots.some((slot) => slot.id === id))?.date;
  const [day, setDay] = useState<string | null>(dayOf(selected) ?? days[0]?.date ?? null);
  const selectedDay = dayOf(selected);
  useEffect(() => {
    if (selectedDay) setDay(selectedDay);
  }, [selectedDay]);
  useEffect(() => {
    if (!days.some((entry) => entry.date === day)) setDay(days[0]?.date ?? null);
  }, [day, days]);
  if (days.length === 0) return <p className="py-6 text-sm text-slate-600 dark:text-slate-400">{t('provider.noSlotsAtAll')}</p>;
  const current = days.find((entry) => entry.date === day) ?? days[0];

  return (
    <div>
      <div role="tablist" aria-label={t('provider.slotsTitle')} className="flex gap-2 overflow-x-auto p-1 pb-2">
        {days.map((entry) => {
          const active = entry.date === current?.date;
          return (
            <button
              key={entry.date}
              type="button"
              role="tab"
              aria-selected={active}
              data-testid="slot-day"
              onClick={() => setDay(entry.date)}
              className={cn(
                'flex min-w-20 flex-none flex-col items-center rounded-xl border px-3 py-2 text-sm transition',
                active
                  ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-slate-950'
                  : 'border-slate-200 bg-white hover:border-brand-400 dark:border-slate-700 dark:bg-slate-900',
              )}
            >
              <span className="font-semibold">
                {formatIstDay(entry.date, i18n.language, { weekday: 'short', month: undefined, day: undefined })}
              </span>
              <span>{formatIstDay(entry.date, i18n.language, { weekday: undefined })}</span>
              <span className={cn('text-xs', active ? 'text-brand-50 dark:text-slate-900' : 'text-slate-600 dark:text-slate-400')}>
                {t('provider.slotCount', { count: entry.slots.length })}
              </span>
            </button>
          );
        })}
      </div>
      <div role="tabpanel" className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-4">
        {current?.slots.map((slot) => (
          <button
            key={slot.id}
            type="button"
            aria-pressed={selected === slot.id}
            data-testid="slot"
            data-slot-id={slot.id}
            onClick={() => onSelect(slot)}
            className={cn(
              'rounded-xl border px-2 py-2.5 text-sm font-semibold transition',
              selected === slot.id
                ? 'border-brand-700 bg-brand-50 text-brand-800 ring-2 ring-brand-600 dark:border-brand-400 dark:bg-brand-900/50 dark:text-brand-100'
                : 'border-slate-200 bg-white hover:border-brand-400 dark:border-slate-700 dark:bg-slate-900',
            )}
          >
            {formatIstTime(slot.startsAt, i18n.language)}
          </button>
        ))}
      </div>
    </div>
  );
}
