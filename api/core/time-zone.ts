/** The kernel's time zone is the shared contract's (db/contract/ist.ts): one home for "today in IST". */
export { IST, addDays, istDate, istMinutes, istTime, istToInstant, istToday, weekdayOf } from '#db/contract/ist.ts';
/** Dates and times in each language are the shared contract's too, so texts and pages agree. */
export { formatIstClock, formatIstDate, formatIstDay, formatIstTime } from '#db/contract/local-time.ts';
