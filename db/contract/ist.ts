/**
 * India Standard Time, the one home of the rule: every "today", "tomorrow", weekday and wall-clock
 * time of the product is IST, on the server, in Mitra, in the seed and on the device, whatever its
 * own zone. Pure: the web app, the agent, the services and db/ all import it. SQL that converts in
 * the database says `at time zone` with `IST` (see db/queries/ist-zone.ts).
 *
 * India has no daylight saving, so plain arithmetic on the fixed offset is exact (for every instant
 * since 1945) and needs no time-zone library: the web app, which bundles this file, stays small.
 */

/** The IANA zone. */
export const IST = 'Asia/Kolkata';
/** IST's offset from UTC; India has kept it, without daylight saving, since 1945. */
export const istOffset = '+05:30';
export const istOffsetMinutes = 330;

/** The IST calendar date of an instant, as YYYY-MM-DD. */
export function istDate(instant: Date): string {
  return new Date(instant.getTime() + istOffsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Today in IST, as YYYY-MM-DD. */
export function istToday(now = new Date()): string {
  return istDate(now);
}

/** The instant at which an IST wall-clock time happens. */
export function istToInstant(date: string, minutesAfterMidnight = 0): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day, 0, minutesAfterMidnight - istOffsetMinutes));
}

/** An IST date and wall-clock time ("2026-11-24", "10:00") as an ISO instant with its offset. */
export function istIso(date: string, time = '00:00'): string {
  return `${date}T${time}:00${istOffset}`;
}

/** Adds whole days to an IST date string. */
export function addDays(date: string, days: number): string {
  const instant = istToInstant(date, 12 * 60);
  return istDate(new Date(instant.getTime() + days * 86_400_000));
}

/** 0 = Sunday … 6 = Saturday, for an IST date string. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}

/** Minutes after IST midnight of an instant. */
export function istMinutes(instant: Date): number {
  const shifted = new Date(instant.getTime() + istOffsetMinutes * 60_000);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

/** "HH:MM" in IST of an instant. */
export function istTime(instant: Date): string {
  const minutes = istMinutes(instant);
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
