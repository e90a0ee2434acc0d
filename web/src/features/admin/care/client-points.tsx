import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatIstDate, formatNumber } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { careApi, careKey, clientRewardsQuery } from './care-api.ts';

function AdjustForm({ userId }: { userId: string }) {
  const { t } = useTranslation('admin-care');
  const queryClient = useQueryClient();
  const [direction, setDirection] = useState<'grant' | 'deduct'>('grant');
  const [points, setPoints] = useState('');
  const [reason, setReason] = useState('');
  const adjust = useMutation({
    mutationFn: () => careApi.adjust(userId, { points: (direction === 'grant' ? 1 : -1) * Number(points), reason: reason.trim() }),
    onSuccess: async () => {
      toast.success(t(direction === 'grant' ? 'rewards.granted' : 'rewards.deducted', { points }));
      setPoints('');
      setReason('');
      await queryClient.invalidateQueries({ queryKey: careKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'points_insufficient') toast.error(t('rewards.belowZero'));
      else if (error instanceof ApiError && error.code === 'limit_reached')
        toast.error(t('rewards.dailyLimit', { limit: Number(error.details?.limit).toLocaleString('en-IN') }));
      else notifyError(error);
    },
  });
  const amount = Number(points);
  const valid = Number.isInteger(amount) && amount >= 1 && amount <= 10_000 && reason.trim().length >= 3;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (valid) adjust.mutate();
  };
  return (
    <form className="mt-4 grid gap-3 sm:grid-cols-2" onSubmit={onSubmit} data-testid="adjust-form">
      <fieldset className="sm:col-span-2 flex flex-wrap gap-4 text-sm">
        <legend className="sr-only">{t('rewards.direction')}</legend>
        {(['grant', 'deduct'] as const).map((value) => (
          <label key={value} className="flex items-center gap-2">
            <input type="radio" name="direction" checked={direction === value} onChange={() => setDirection(value)} />
            {t(`rewards.${value}`)}
          </label>
        ))}
      </fieldset>
      <label className="grid gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
        {t('rewards.points')}
        <input
          className={`${inputClass} h-10 text-sm`}
          inputMode="numeric"
          value={points}
          onChange={(event) => setPoints(event.target.value.replace(/\D/g, ''))}
          data-testid="adjust-points"
        />
      </label>
      <label className="grid gap-1 text-xs font-medium text-slate-600 dark:text-slate-400">
        {t('rewards.reason')}
        <input
          className={`${inputClass} h-10 text-sm`}
          value={reason}
          maxLength={500}
          onChange={(event) => setReason(event.target.value)}
          data-testid="adjust-reason"
        />
      </label>
      <div className="sm:col-span-2">
        <button type="submit" className={buttonClass('primary')} disabled={!valid || adjust.isPending} data-testid="adjust-submit">
          {t(direction === 'grant' ? 'rewards.grantSubmit' : 'rewards.deductSubmit')}
        </button>
      </div>
    </form>
  );
}

/** One client's balance, ledger (as they see it, with the reasons) and the grant/deduct form. */
export function ClientPoints({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('admin-care');
  const { data, isError } = useQuery(clientRewardsQuery(userId));
  if (isError) return <p className="text-sm text-red-700 dark:text-red-400">{t('loadError')}</p>;
  if (!data) return null;
  return (
    <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="client-points" data-testid="client-points">
      <h2 id="client-points" className="font-semibold">
        {data.user.name}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{data.user.email}</p>
      <p className="mt-3 text-2xl font-bold" data-testid="client-balance">
        {t('rewards.balance', { points: formatNumber(data.rewards.balance, i18n.language) })}
      </p>
      <AdjustForm userId={userId} />
      <h3 className="mt-6 text-sm font-semibold">{t('rewards.ledger')}</h3>
      {data.rewards.history.length === 0 && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('rewards.emptyLedger')}</p>}
      <ul className="mt-2 divide-y divide-slate-100 text-sm dark:divide-slate-800" data-testid="client-ledger">
        {data.rewards.history.map((item, index) => (
          <li key={`${item.at}-${index}`} className="flex items-start justify-between gap-3 py-2">
            <div className="min-w-0">
              <p>{t(`rewards.kinds.${item.kind}`, { provider: item.providerName })}</p>
              {item.reason && <p className="text-xs break-words text-slate-700 dark:text-slate-300">{item.reason}</p>}
              <p className="text-xs text-slate-600 dark:text-slate-400">{formatIstDate(item.at, i18n.language, { year: 'numeric' })}</p>
            </div>
            <span className="font-semibold">
              {item.points > 0 ? '+' : '−'}
              {formatNumber(Math.abs(item.points), i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
