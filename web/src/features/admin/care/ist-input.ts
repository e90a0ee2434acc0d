import { istDate, istOffset, istTime } from '../../../../../db/contract/ist.ts';

/** A `datetime-local` value ("2026-11-25T14:30") read as IST, as an ISO instant with its offset. */
export function istInputToIso(value: string): string {
  return `${value}:00${istOffset}`;
}

/** An instant as a `datetime-local` value in IST. */
export function isoToIstInput(instant: Date): string {
  return `${istDate(instant)}T${istTime(instant)}`;
}
