import { istDate, istTime } from '../../core/time-zone.ts';

export type Cell = string | number | boolean | null | undefined;

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or carriage return before one) as a
 * formula: such text is prefixed with a single quote so it is shown, never run (OWASP CSV injection).
 */
export function safeCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** Paise as rupees with two decimals and no ₹ sign, which Excel reads as a number. */
export function rupees(paise: number): string {
  return (paise / 100).toFixed(2);
}

/** An instant as IST wall time, `YYYY-MM-DD HH:MM` (Excel reads it as a date and time). */
export function istStamp(iso: string | Date | null): string {
  if (iso === null) return '';
  const instant = typeof iso === 'string' ? new Date(iso) : iso;
  return `${istDate(instant)} ${istTime(instant)}`;
}
