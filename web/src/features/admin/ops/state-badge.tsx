import { cn } from '../../../lib/cn.ts';

const tones = {
  success: 'bg-brand-50 text-brand-900 dark:bg-brand-900/40 dark:text-brand-100',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  info: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300',
} as const;

/** A small state label (alive, stale, this instance). */
export function StateBadge({ tone, children }: { tone: keyof typeof tones; children: string }) {
  return (
    <span className={cn('inline-block rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap', tones[tone])}>{children}</span>
  );
}
