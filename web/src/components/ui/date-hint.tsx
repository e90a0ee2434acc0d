import { useDateHint } from '../../lib/use-date-hint.ts';

/** The id of a date field's hint, for its `aria-describedby`. */
export const dateHintId = (inputId: string) => `${inputId}-hint`;

/** The expected format under a date field ("Format: dd/mm/yyyy"), in the page's language and the browser's order. */
export function DateHint({ inputId }: { inputId: string }) {
  const hint = useDateHint();
  return (
    <p id={dateHintId(inputId)} className="mt-1 text-xs text-slate-600 dark:text-slate-400" data-testid="date-hint">
      {hint}
    </p>
  );
}
