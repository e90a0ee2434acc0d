import { istDate, istTime } from '../../core/time-zone.ts';

export type Cell = string | number | boolean | null | undefined;

/**
 * The start of the cell or of a line inside it, before = + - @ (or a tab or carriage return before
 * one). A line break inside a cell is its own start: a reader that splits the file on line breaks
 * (or a cell left unquoted) sees that line as a row whose first cell is the formula.
 */
const formulaStart = /(^|\r\n|\r|\n)(?=[=+\-@\t\r])/g;

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula: such text, at the start of the cell
 * and at the start of every line in it, is prefixed with a single quote so it is shown, never run
 * (OWASP CSV injection).
 * @example safeCell('Ravi\n=HYPERLINK("http://x")') // 'Ravi\n\'=HYPERLINK("http://x")'
 */
export function safeCell(value: Cell): string {
  if (value === null || value === undefined) return '';
  return String(value).replace(formulaStart, "$1'");
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
