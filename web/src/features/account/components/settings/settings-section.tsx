import type { ReactNode } from 'react';
import { cardClass } from '../../../../components/ui/ui.ts';

/** One card of the settings page: a titled section with a line of explanation. */
export function SettingsSection({ id, title, hint, children }: { id: string; title: string; hint?: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} className={`${cardClass} p-5 sm:p-6`} data-testid={`settings-${id}`}>
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {title}
      </h2>
      {hint && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{hint}</p>}
      <div className="mt-4">{children}</div>
    </section>
  );
}
