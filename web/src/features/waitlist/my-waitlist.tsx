import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { api } from '../../lib/api.ts';
import { formatIstDateTime, formatIstDay, formatIstTime } from '../../lib/format.ts';
import { notifyError } from '../../lib/notify-error.ts';
import { refreshAfterBookingChange } from '../../server-state/bookings-queries.ts';
import { myWaitlistQuery, waitlistKeys } from './waitlist-queries.ts';

type Entry = Awaited<ReturnType<typeof api.waitlist>>[number];

function EntryActions({ entry }: { entry: Entry }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const settled = () => void queryClient.invalidateQueries({ queryKey: waitlistKeys.mine });
  const leave = useMutation({
    mutationFn: () => api.leaveWaitlist(entry.id),
    onSuccess: () => {
      toast.success(t('waitlist.left'));
      settled();
    },
    onError: (error) => notifyError(error),
  });
  const book = useMutation({
    mutationFn: () => api.createBooking({ slotId: entry.offer?.slotId ?? '' }),
    onSuccess: () => {
      toast.success(t('toast.bookingConfirmed'), { description: t('toast.bookingConfirmedBody') });
      refreshAfterBookingChange(queryClient);
      settled();
    },
    onError: (error) => {
      notifyError(error);
      settled();
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      {entry.offer && (
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={book.isPending}
          onClick={() => book.mutate()}
          data-testid="book-held-slot"
        >
          {t('waitlist.bookHeld', { when: formatIstDateTime(entry.offer.startsAt, i18n.language) })}
        </button>
      )}
      <button
        type="button"
        className={buttonClass('outline', 'sm')}
        disabled={leave.isPending}
        onClick={() => leave.mutate()}
        data-testid="leave-waitlist"
      >
        {t('waitlist.leave')}
      </button>
    </div>
  );
}

/** "My waitlist" in My bookings: the live entries, the slot held for me with its deadline, book or leave. */
export function MyWaitlist() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(myWaitlistQuery());
  const live = (data ?? []).filter((entry) => entry.status === 'waiting' || entry.status === 'offered');
  if (live.length === 0) return null;
  return (
    <section className="mt-8" aria-labelledby="my-waitlist-title" data-testid="my-waitlist">
      <h2 id="my-waitlist-title" className="text-xl font-semibold">
        {t('waitlist.myTitle')}
      </h2>
      <ul className="mt-3 space-y-3">
        {live.map((entry) => (
          <li
            key={entry.id}
            className={`${cardClass} flex flex-col gap-3 p-5 sm:flex-row sm:items-center`}
            data-testid="waitlist-entry"
            data-status={entry.status}
          >
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold [overflow-wrap:anywhere]">
                <Link to="/providers/$providerId" params={{ providerId: entry.provider.id }} className="hover:underline">
                  {entry.provider.name}
                </Link>
              </h3>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                {formatIstDay(entry.date, i18n.language)} · {entry.partOfDay ? t(`waitlist.${entry.partOfDay}`) : t('waitlist.anyTime')}
              </p>
              <p className="text-sm font-medium">{t(`waitlist.status.${entry.status}`)}</p>
              {entry.offer && (
                <p className="text-sm text-amber-800 dark:text-amber-200">
                  {t('waitlist.heldUntil', { time: formatIstTime(entry.offer.expiresAt, i18n.language) })}
                </p>
              )}
            </div>
            <EntryActions entry={entry} />
          </li>
        ))}
      </ul>
    </section>
  );
}
