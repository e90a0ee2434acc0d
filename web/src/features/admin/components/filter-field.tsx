import type { ReactNode } from 'react';
import { inputClass } from '../../../components/ui/ui.ts';

/** One labelled filter of a list's filter bar; two to a row on a phone. */
export function FilterField({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="block text-xs font-medium text-slate-600 dark:text-slate-400">
        {label}
      </label>
      <div className="mt-1">{children}</div>
    </div>
  );
}

export const filterInputClass = `${inputClass} h-10 text-sm`;

/** A select of a closed set of values, with "All" for no filter. */
export function FilterSelect<Value extends string>({
  id,
  value,
  values,
  allLabel,
  labelOf,
  onChange,
}: {
  id: string;
  value: Value | undefined;
  values: readonly Value[];
  allLabel: string;
  labelOf: (value: Value) => string;
  onChange: (value: Value | undefined) => void;
}) {
  return (
    <select
      id={id}
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? undefined : (event.target.value as Value))}
      className={filterInputClass}
    >
      <option value="">{allLabel}</option>
      {values.map((option) => (
        <option key={option} value={option}>
          {labelOf(option)}
        </option>
      ))}
    </select>
  );
}
