import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { addDays, istToday } from '../../../../db/contract/ist.ts';
import { buttonClass, inputClass } from '../../components/ui/ui.ts';
import { api } from '../../lib/api.ts';
import type { Slot } from '../../lib/api-types.ts';
import { notifyError } from '../../lib/notify-error.ts';
import { useSession } from '../../lib/use-session.ts';
import { waitlistKeys } from './waitlist-queries.ts';
import { hasFreeSlot, partsOfDay, type PartOfDay } from './waitlist-parts.ts';

/** The server's slot horizon (api/services/availability/slots-maintenance.ts): a later day is refused. */
const horizonDays = 14;

/**
 * "Join the waitlist" on a provider's page (issue 26.2): a day, and optionally a part of it, that has
 * nothing free; when something frees, the server holds it for the client and tells them.
 */
export function WaitlistJoin({ providerId, slots }: { providerId: string; slots: Slot[] }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const router = useRouter();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const today = istToday();
  const [day, setDay] = useState(today);
  const [part, setPart] = useState<PartOfDay | ''>('');
  const dayId = useId();
  const partId = useId();
  const free = hasFreeSlot(slots, day, part);
  const join = useMutation({
    mutationFn: () => api.joinWaitlist({ providerId, date: day, ...(part ? { partOfDay: part } : {}) }),
    onSuccess: () => {
      toast.success(t('waitlist.joined'), { description: t('waitlist.joinedBody') });
      void queryClient.invalidateQueries({ queryKey: waitlistKeys.mine });
    },
    onError: (error) => notifyError(error),
  });
  const onJoin = () => {
    if (user) return join.mutate();
    const { pathname, searchStr } = router.state.location;
    void navigate({ to: '/signin', search: { redirect: `${pathname}${searchStr}` } });
  };
  return (
    <section
      className="mt-6 border-t border-slate-200 pt-4 dark:border-slate-800"
      aria-labelledby={`${dayId}-title`}
      data-testid="waitlist-join"
    >
      <h3 id={`${dayId}-title`} className="font-semibold">
        {t('waitlist.title')}
      </h3>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('waitlist.body')}</p>
      <div className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        <label htmlFor={dayId} className="text-sm font-medium">
          {t('waitlist.day')}
          <input
            id={dayId}
            type="date"
            className={`${inputClass} mt-1`}
            value={day}
            min={today}
            max={addDays(today, horizonDays - 1)}
            onChange={(event) => setDay(event.target.value || today)}
            data-testid="waitlist-day"
          />
        </label>
        <label htmlFor={partId} className="text-sm font-medium">
          {t('waitlist.part')}
          <select
            id={partId}
            className={`${inputClass} mt-1`}
            value={part}
            onChange={(event) => setPart(event.target.value as PartOfDay | '')}
            data-testid="waitlist-part"
          >
            <option value="">{t('waitlist.anyTime')}</option>
            {partsOfDay.map((entry) => (
              <option key={entry} value={entry}>
                {t(`waitlist.${entry}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {free ? (
        <p className="mt-3 text-sm text-slate-600 dark:text-slate-400" role="status">
          {t('waitlist.freeThen')}
        </p>
      ) : (
        <button
          type="button"
          className={buttonClass('secondary', 'md', 'mt-3 w-full')}
          disabled={join.isPending}
          onClick={onJoin}
          data-testid="join-waitlist"
        >
          {user ? t('waitlist.join') : t('waitlist.signInToJoin')}
        </button>
      )}
    </section>
  );
}
