import { useQuery } from '@tanstack/react-query';
import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { cn } from '../../../lib/cn.ts';
import { formatIstDay } from '../../../lib/format.ts';
import { providerApi, weekPlanQuery } from '../api/provider-api.ts';
import type { SavedWeek, WeekPlan, WeekRange } from '../api/provider-types.ts';
import { useProviderChange } from './use-provider-change.ts';

type Range = WeekRange;

/** Monday first, as Indian diaries are; 0 is Sunday in the API. */
const weekdays = [1, 2, 3, 4, 5, 6, 0];
const quarterHours = Array.from({ length: 97 }, (_, index) => {
  const minutes = index * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});
const slotLengths = [15, 20, 30, 45, 60, 90, 120];
const gaps = [0, 5, 10, 15, 30];

/** 2026-11-22 was a Sunday: the weekday's name in the page's language, from the calendar itself. */
function weekdayName(weekday: number, language: string) {
  return formatIstDay(`2026-11-${22 + weekday}`, language, { weekday: 'long', day: undefined, month: undefined });
}

function TimeSelect({ value, label, onChange }: { value: string; label: string; onChange: (value: string) => void }) {
  return (
    <select aria-label={label} className={cn(inputClass, 'px-2')} value={value} onChange={(event) => onChange(event.target.value)}>
      {quarterHours.map((time) => (
        <option key={time} value={time}>
          {time}
        </option>
      ))}
    </select>
  );
}

function DayRanges({ weekday, ranges, onChange }: { weekday: number; ranges: Range[]; onChange: (ranges: Range[]) => void }) {
  const { t, i18n } = useTranslation('provider-web');
  const day = weekdayName(weekday, i18n.language);
  const update = (index: number, change: Partial<Range>) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, ...change } : range)));
  const last = ranges.at(-1);
  // A new range starts where the day's last one ends; a day that already ends at midnight has no room.
  const next: Range | null = !last
    ? { weekday, from: '10:00', to: '13:00' }
    : last.to < '24:00'
      ? { weekday, from: last.to, to: last.to < '20:00' ? '20:00' : '24:00' }
      : null;
  return (
    <li className="border-b border-slate-100 py-3 last:border-0 dark:border-slate-800" data-testid={`weekday-${weekday}`}>
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold">{day}</p>
        {ranges.length === 0 && <p className="text-sm text-slate-600 dark:text-slate-400">{t('hours.closed')}</p>}
      </div>
      <ul className="mt-2 space-y-2">
        {ranges.map((range, index) => (
          <li key={index} className="grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)_auto] items-center gap-2">
            <TimeSelect value={range.from} label={t('hours.from', { day })} onChange={(from) => update(index, { from })} />
            <span aria-hidden="true">–</span>
            <TimeSelect value={range.to} label={t('hours.to', { day })} onChange={(to) => update(index, { to })} />
            <button
              type="button"
              className={buttonClass('ghost', 'icon')}
              aria-label={t('hours.removeRange', { day })}
              onClick={() => onChange(ranges.filter((_, at) => at !== index))}
            >
              <X aria-hidden="true" className="h-4 w-4" />
            </button>
          </li>
        ))}
      </ul>
      {next && (
        <button
          type="button"
          className={buttonClass('ghost', 'sm', 'mt-1')}
          onClick={() => onChange([...ranges, next])}
          data-testid={`add-range-${weekday}`}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          {t('hours.addRange', { day })}
        </button>
      )}
    </li>
  );
}

function WeekForm({ plan }: { plan: WeekPlan }) {
  const { t } = useTranslation('provider-web');
  const slotId = useId();
  const gapId = useId();
  const [slotMinutes, setSlotMinutes] = useState(plan.slotMinutes);
  const [gapMinutes, setGapMinutes] = useState(plan.gapMinutes);
  // The API answers each range in minutes and in wall-clock times; the editor keeps the times.
  const saved: Range[] = plan.hours;
  const [hours, setHours] = useState<Range[]>(() => saved.map(({ weekday, from, to }) => ({ weekday, from, to })));
  const [result, setResult] = useState<SavedWeek['slots']>();
  const save = useProviderChange(
    () => providerApi.saveWeek({ slotMinutes, gapMinutes, hours }),
    t('hours.saved'),
    (saved) => setResult(saved.slots),
  );
  const setDay = (weekday: number) => (ranges: Range[]) =>
    setHours((current) => [...current.filter((range) => range.weekday !== weekday), ...ranges]);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined);
      }}
      data-testid="week-form"
    >
      {/* One column on a phone: "30 நிமிடங்கள்" does not fit half of a 360 px screen. */}
      <div className="grid gap-3 sm:grid-cols-2">
        <MinutesSelect id={slotId} label={t('hours.slotLength')} value={slotMinutes} choices={slotLengths} onChange={setSlotMinutes} />
        <MinutesSelect id={gapId} label={t('hours.gap')} value={gapMinutes} choices={gaps} onChange={setGapMinutes} />
      </div>
      <ul>
        {weekdays.map((weekday) => (
          <DayRanges
            key={weekday}
            weekday={weekday}
            ranges={hours.filter((range) => range.weekday === weekday)}
            onChange={setDay(weekday)}
          />
        ))}
      </ul>
      {result && (
        <p
          role="status"
          className="rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100"
          data-testid="week-result"
        >
          {t('hours.result', { created: result.created, removed: result.removed })}
        </p>
      )}
      <button type="submit" className={buttonClass('primary', 'md', 'w-full sm:w-auto')} disabled={save.isPending}>
        {t('hours.save')}
      </button>
    </form>
  );
}

/** Weekly hours: several ranges per weekday, slot length and gap; the slots regenerate on save. */
/** A choice of minutes (slot length, gap), keeping the saved value even when it is not one of the usual choices. */
function MinutesSelect(props: {
  id: string;
  label: string;
  value: number;
  choices: readonly number[];
  onChange: (minutes: number) => void;
}) {
  const { t } = useTranslation('provider-web');
  return (
    <div>
      <label htmlFor={props.id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={props.id}
        className={cn(inputClass, 'mt-1')}
        value={props.value}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {[...new Set([...props.choices, props.value])]
          .sort((a, b) => a - b)
          .map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('services.minutes', { count: minutes })}
            </option>
          ))}
      </select>
    </div>
  );
}

export function WeekEditor() {
  const { t } = useTranslation('provider-web');
  const plan = useQuery(weekPlanQuery);
  return (
    <section className={cn(cardClass, 'p-4')} aria-labelledby="week-title">
      <h2 id="week-title" className="text-lg font-semibold">
        {t('hours.title')}
      </h2>
      <p className="mb-3 text-sm text-slate-600 dark:text-slate-400">{t('hours.note')}</p>
      {plan.isPending ? <Spinner /> : plan.isError ? <p>{t('hours.failed')}</p> : <WeekForm plan={plan.data} />}
    </section>
  );
}
