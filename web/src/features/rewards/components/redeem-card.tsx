import { Gift } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { rewardsApi, type Rewards } from '../api/rewards-api.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';
import { useRewardsChange } from './use-rewards-change.ts';

export function RedeemCard({ rewards }: { rewards: Rewards }) {
  const { t, i18n } = useTranslation('rewards');
  const [open, setOpen] = useState(false);
  const redeem = useRewardsChange(rewardsApi.redeem, t('redeem.done'), () => setOpen(false));
  const cost = formatNumber(rewards.redeem.cost, i18n.language);
  const blocked =
    rewards.redeem.blockedBy === 'plan'
      ? t('redeem.unlimited')
      : rewards.redeem.blockedBy === 'points'
        ? t('redeem.needMore', { count: rewards.redeem.cost - rewards.balance })
        : null;
  return (
    <section className={`${cardClass} flex flex-col p-6`} aria-labelledby="redeem-title">
      <h2 id="redeem-title" className="flex items-center gap-2 font-semibold">
        <Gift aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {t('redeem.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{t('redeem.body', { cost })}</p>
      {blocked && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" data-testid="redeem-blocked">
          {blocked}
        </p>
      )}
      <button
        type="button"
        disabled={!rewards.redeem.available}
        onClick={() => setOpen(true)}
        className={buttonClass('primary', 'md', 'mt-4 w-full')}
        data-testid="redeem"
      >
        {t('redeem.button', { cost })}
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('redeem.confirmTitle', { cost })}
        description={t('redeem.confirmBody')}
        confirmLabel={t('redeem.confirm')}
        cancelLabel={t('redeem.cancel')}
        busy={redeem.isPending}
        onConfirm={() => redeem.mutate(undefined)}
      />
    </section>
  );
}
