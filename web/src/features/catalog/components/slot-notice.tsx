import { useTranslation } from 'react-i18next';
import { istIso } from '../../../../../db/contract/ist.ts';
import { buttonClass } from '../../../components/ui/ui.ts';
import type { Slot } from '../../../lib/api-types.ts';
import { formatIstDateTime } from '../../../lib/format.ts';

/** How far apart two IST wall-clock times are, in minutes (both read as IST, so the zone cancels out). */
function minutesApart(slot: Slot, day: string, time: string) {
  return Math.abs(Date.parse(slot.startsAt) - Date.parse(istIso(day, time))) / 60_000;
}

/** The free slots closest in time to a wanted day and time, earliest first. */
export function nearestSlots(slots: Slot[], day: string, time: string, count = 4): Slot[] {
  return [...slots]
    .sort((a, b) => minutesApart(a, day, time) - minutesApart(b, day, time))
    .slice(0, count)
    .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

export type SlotProblem = { kind: 'unreadable' } | { kind: 'taken'; day: string; time: string; nearby: Slot[] };

/**
 * Why the time in the page's link is not chosen: it could not be read (a broken or hostile link), or it
 * is no longer free (booked meanwhile, or past); then the nearest free times are offered instead.
 */
export function SlotNotice({ problem, onPick }: { problem: SlotProblem; onPick: (slot: Slot) => void }) {
  const { t, i18n } = useTranslation();
  return (
    <div
      role="status"
      data-testid="slot-notice"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100"
    >
      {problem.kind === 'unreadable' ? (
        <p>{t('keepBooking.unreadable')}</p>
      ) : (
        <>
          <p>{t('keepBooking.taken', { when: formatIstDateTime(istIso(problem.day, problem.time), i18n.language) })}</p>
          {problem.nearby.length > 0 ? (
            <>
              <p className="mt-2 font-semibold">{t('keepBooking.nearest')}</p>
              <ul className="mt-2 grid gap-2">
                {problem.nearby.map((slot) => (
                  <li key={slot.id}>
                    <button
                      type="button"
                      data-testid="nearby-slot"
                      onClick={() => onPick(slot)}
                      className={buttonClass('outline', 'sm', 'w-full justify-start [overflow-wrap:anywhere]')}
                    >
                      {formatIstDateTime(slot.startsAt, i18n.language)}
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : (
            <p className="mt-2">{t('keepBooking.noneNear')}</p>
          )}
        </>
      )}
    </div>
  );
}
