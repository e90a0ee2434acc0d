/** IST calendar dates (YYYY-MM-DD) on the device, whatever its own zone: the analytics' range picker. */
const istDateFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });

export function istToday(now = new Date()): string {
  return istDateFormat.format(now);
}

export function addIstDays(date: string, days: number): string {
  const noon = new Date(`${date}T12:00:00+05:30`);
  return istDateFormat.format(new Date(noon.getTime() + days * 86_400_000));
}

/** The analytics and reports open on the last 30 IST days, today included (the server's default too). */
export function lastDays(days = 30, now = new Date()) {
  const to = istToday(now);
  return { from: addIstDays(to, -(days - 1)), to };
}

export const maxRangeDays = 366;

export function rangeDays(from: string, to: string): number {
  return Math.round((new Date(`${to}T12:00:00Z`).getTime() - new Date(`${from}T12:00:00Z`).getTime()) / 86_400_000) + 1;
}
