import type { ReactNode } from 'react';

/** A labelled form field with an optional hint under it (its id is `<id>-hint` for aria-describedby). */
export function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      )}
    </div>
  );
}
