/** IST calendar dates (YYYY-MM-DD) on the device, whatever its own zone: the analytics' range picker. */
import { addDays, istToday } from '../../../../../db/contract/ist.ts';

/** The analytics and reports open on the last 30 IST days, today included (the server's default too). */
export function lastDays(days = 30, now = new Date()) {
  const to = istToday(now);
  return { from: addDays(to, -(days - 1)), to };
}

export const maxRangeDays = 366;

export function rangeDays(from: string, to: string): number {
  return Math.round((new Date(`${to}T12:00:00Z`).getTime() - new Date(`${from}T12:00:00Z`).getTime()) / 86_400_000) + 1;
}
