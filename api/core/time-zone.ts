/** The kernel's time zone is the shared contract's (db/contract/ist.ts): one home for "today in IST". */
export { IST, addDays, istDate, istMinutes, istTime, istToInstant, istToday, weekdayOf } from '#db/contract/ist.ts';
