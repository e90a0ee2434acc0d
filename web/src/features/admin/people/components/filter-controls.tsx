import { DateHint, dateHintId } from '../../../../components/ui/date-hint.tsx';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { inputClass } from '../../../../components/ui/ui.ts';
import { cn } from '../../../../lib/cn.ts';

const fieldClass = 'min-w-0';

/** Dates of joining and plan ends: the year matters here (accounts go back years), the weekday does not. */
export const joinedDate: Intl.DateTimeFormatOptions = { weekday: undefined, year: 'numeric' };
const labelClass = 'mb-1 block text-xs font-semibold text-slate-600 dark:text-slate-400';

/** A labelled select of the filters bar; the empty value means "any". */
export function FilterSelect<Value extends string>({
  label,
  value,
  anyLabel,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: Value | undefined;
  anyLabel: string;
  options: { value: Value; label: string }[];
  onChange: (value: Value | undefined) => void;
  testId?: string;
}) {
  const id = useId();
  return (
    <div className={fieldClass}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select
        id={id}
        value={value ?? ''}
        data-testid={testId}
        onChange={(event) => onChange((event.target.value || undefined) as Value | undefined)}
        className={cn(inputClass, 'pr-8')}
      >
        <option value="">{anyLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A labelled text or date input that reports its value after typing pauses (a query per pause, not per key). */
export function FilterInput({
  label,
  value,
  onChange,
  type = 'search',
  placeholder,
  testId,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  type?: 'search' | 'date' | 'text';
  placeholder?: string;
  testId?: string;
}) {
  const id = useId();
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  useEffect(() => {
    if (text === (value ?? '')) return;
    const timer = setTimeout(() => onChange(text.trim() || undefined), type === 'date' ? 0 : 300);
    return () => clearTimeout(timer);
  }, [text, value, onChange, type]);
  return (
    <div className={cn(fieldClass, type === 'search' && 'col-span-2 lg:col-span-1')}>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={text}
        placeholder={placeholder}
        data-testid={testId}
        onChange={(event) => setText(event.target.value)}
        className={inputClass}
        aria-describedby={type === 'date' ? dateHintId(id) : undefined}
      />
      {type === 'date' && <DateHint inputId={id} />}
    </div>
  );
}

/** The filters above a table: two columns on a phone (the search across both), four on a wide screen. */
export function FiltersBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <section aria-label={label} className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {children}
    </section>
  );
}

/** Tabs as a row of buttons that wraps on a phone; `aria-pressed` marks the current one. */
export function TabButtons<Value extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: Value;
  options: { value: Value; label: string }[];
  onChange: (value: Value) => void;
}) {
  return (
    <div role="group" aria-label={label} className="mb-4 flex flex-wrap gap-2">
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          data-testid={`tab-${option.value}`}
          onClick={() => onChange(option.value)}
          className={cn(
            'rounded-full border px-4 py-2 text-sm font-semibold transition-colors',
            value === option.value
              ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-slate-950'
              : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100',
          )}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** A small coloured label (role, tier, state). */
export function Badge({ tone, children }: { tone: 'green' | 'amber' | 'red' | 'slate' | 'brand'; children: ReactNode }) {
  const tones = {
    green: 'bg-emerald-50 text-emerald-900 dark:bg-emerald-900/40 dark:text-emerald-100',
    amber: 'bg-amber-50 text-amber-950 dark:bg-amber-900/40 dark:text-amber-50',
    red: 'bg-red-50 text-red-900 dark:bg-red-900/40 dark:text-red-100',
    slate: 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
    brand: 'bg-brand-50 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100',
  };
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', tones[tone])}>{children}</span>;
}
