/**
 * Tests that book "today" (IST) need free slots left today. From 22:00 IST few are left, so the app
 * server's clock (CLOCK_OFFSET_MS, a testing-only setting) and these tests' "today" move four hours
 * ahead, into the early morning of the next day. Decided once, when the test file loads.
 */
const hour = 3_600_000;
const istHourNow = Number(
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
);
/** The app server's clock offset at start (0 or four hours). */
export const clockOffsetMs = istHourNow >= 22 ? 4 * hour : 0;

/** The app server's settings for that clock (pass to useAppInBrowser). */
export const sameDayClock: Record<string, string> = clockOffsetMs ? { CLOCK_OFFSET_MS: String(clockOffsetMs) } : {};

/** An IST calendar date, `days` after the server's today. */
export function istDate(days = 0) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date(Date.now() + clockOffsetMs + days * 86_400_000));
}
