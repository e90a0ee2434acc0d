import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';
import { formatIstDateTime } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { careApi, careKey, pausesQuery, type Pause } from './care-api.ts';

function PauseItem({ pause, onEnd, ending }: { pause: Pause; onEnd?: () => void; ending?: boolean }) {
  const { t, i18n } = useTranslation('admin-care');
  const web = useTranslation('web').t;
  const where =
    pause.scope === 'provider'
      ? (pause.provider?.name ?? '—')
      : pause.scope === 'city'
        ? pause.city
        : t('emergency.categoryIn', { category: web(`categories.${pause.category}`), city: pause.city });
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-3" data-testid="pause-item">
      <div className="min-w-0">
        <p className="font-medium">{where}</p>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {t('emergency.period', { from: formatIstDateTime(pause.from, i18n.language), to: formatIstDateTime(pause.to, i18n.language) })}
        </p>
        <p className="mt-1 text-sm break-words">{pause.reason}</p>
        {pause.endedAt && (
          <p className="text-xs text-slate-600 dark:text-slate-400">
            {t('emergency.endedAt', { at: formatIstDateTime(pause.endedAt, i18n.language) })}
          </p>
        )}
      </div>
      {onEnd && (
        <button type="button" className={buttonClass('outline', 'sm')} onClick={onEnd} disabled={ending} data-testid="pause-end">
          {t('emergency.end')}
        </button>
      )}
    </li>
  );
}

/** Active pauses (each can be ended) and the latest past ones. */
export function PauseList() {
  const { t } = useTranslation('admin-care');
  const queryClient = useQueryClient();
  const { data, isError } = useQuery(pausesQuery());
  const end = useMutation({
    mutationFn: (id: string) => careApi.endPause(id),
    onSuccess: async () => {
      toast.success(t('emergency.ended'));
      await queryClient.invalidateQueries({ queryKey: careKey });
    },
    onError: (error) => notifyError(error),
  });
  if (isError) return <p className="text-sm text-red-700 dark:text-red-400">{t('loadError')}</p>;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="active-pauses" data-testid="active-pauses">
        <h2 id="active-pauses" className="font-semibold">
          {t('emergency.active')}
        </h2>
        {data && data.active.length === 0 && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('emergency.noneActive')}</p>}
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {data?.active.map((pause) => (
            <PauseItem key={pause.id} pause={pause} onEnd={() => end.mutate(pause.id)} ending={end.isPending} />
          ))}
        </ul>
      </section>
      <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="past-pauses">
        <h2 id="past-pauses" className="font-semibold">
          {t('emergency.past')}
        </h2>
        {data && data.past.length === 0 && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('emergency.nonePast')}</p>}
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {data?.past.map((pause) => (
            <PauseItem key={pause.id} pause={pause} />
          ))}
        </ul>
      </section>
    </div>
  );
}
