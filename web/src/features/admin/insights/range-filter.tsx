import { DateHint, dateHintId } from '../../../components/ui/date-hint.tsx';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../../components/ui/ui.ts';
import { istToday } from '../../../../../db/contract/ist.ts';
import { maxRangeDays, rangeDays } from './ist-days.ts';
import type { DateRange } from './insights-api.ts';

/** From and to IST dates; applied together, and only when the server would accept them (it checks again). */
export function RangeFilter({ value, onChange, idPrefix }: { value: DateRange; onChange: (range: DateRange) => void; idPrefix: string }) {
  const { t } = useTranslation('admin-insights');
  const [draft, setDraft] = useState(value);
  const today = istToday();
  const problem =
    !draft.from || !draft.to
      ? 'range.missing'
      : draft.from > draft.to
        ? 'range.inverted'
        : draft.to > today
          ? 'range.future'
          : rangeDays(draft.from, draft.to) > maxRangeDays
            ? 'range.tooLong'
            : null;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!problem) onChange(draft);
  };
  const field = (key: keyof DateRange) => (
    <div className="min-w-0">
      <label htmlFor={`${idPrefix}-${key}`} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
        {t(`range.${key}`)}
      </label>
      <input
        id={`${idPrefix}-${key}`}
        type="date"
        value={draft[key]}
        max={today}
        onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
        className={`${inputClass} mt-1 h-10 text-sm`}
        aria-invalid={problem && problem !== 'range.missing' ? 'true' : undefined}
        aria-describedby={problem ? `${dateHintId(`${idPrefix}-${key}`)} ${idPrefix}-problem` : dateHintId(`${idPrefix}-${key}`)}
      />
      <DateHint inputId={`${idPrefix}-${key}`} />
    </div>
  );
  return (
    <form onSubmit={submit} aria-label={t('range.label')} className="mb-5 grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap">
      {field('from')}
      {field('to')}
      <button
        type="submit"
        className={`${buttonClass('primary', 'sm')} h-10`}
        disabled={problem !== null}
        data-testid={`${idPrefix}-apply`}
      >
        {t('range.apply')}
      </button>
      <p className="col-span-2 text-xs text-slate-600 dark:text-slate-400" id={`${idPrefix}-problem`} role={problem ? 'alert' : undefined}>
        {t(problem ?? 'range.hint', { days: maxRangeDays })}
      </p>
    </form>
  );
}
