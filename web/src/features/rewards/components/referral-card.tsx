import { Copy, Share2, Users } from 'lucide-react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { rewardsApi, type Rewards } from '../api/rewards-api.ts';
import { Field } from '../../../components/ui/field.tsx';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { useRewardsChange } from './use-rewards-change.ts';

function ApplyCodeForm() {
  const { t } = useTranslation('rewards');
  const apply = useRewardsChange(rewardsApi.applyReferral, t('referral.applied'));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (code) apply.mutate(code);
  };
  return (
    <form onSubmit={onSubmit} className="mt-5 border-t border-slate-100 pt-4 dark:border-slate-800" data-testid="referral-form">
      <p className="text-sm font-semibold">{t('referral.haveCode')}</p>
      <div className="mt-2 flex items-end gap-2">
        <div className="flex-1">
          <Field id="referral-code" label={t('referral.codeLabel')}>
            <input
              id="referral-code"
              name="code"
              required
              minLength={4}
              maxLength={20}
              autoCapitalize="characters"
              autoComplete="off"
              className={`${inputClass} uppercase`}
            />
          </Field>
        </div>
        <button type="submit" disabled={apply.isPending} className={buttonClass('outline', 'md', 'h-11')}>
          {t('referral.apply')}
        </button>
      </div>
    </form>
  );
}

export function ReferralCard({ rewards }: { rewards: Rewards }) {
  const { t } = useTranslation('rewards');
  const { referralCode: code, rules } = rewards;
  const shareText = t('referral.shareText', { code, welcome: rules.welcomePoints, url: `${window.location.origin}/signup` });
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('referral.copied'));
    } catch {
      // Clipboard blocked (no permission or an insecure page): the code stays visible to copy by hand.
      toast.error(code);
    }
  };
  return (
    <section className={`${cardClass} p-6`} aria-labelledby="referral-title">
      <h2 id="referral-title" className="flex items-center gap-2 font-semibold">
        <Users aria-hidden="true" className="h-5 w-5 text-brand-600" />
        {t('referral.title')}
      </h2>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {t('referral.body', { welcome: rules.welcomePoints, referrer: rules.referrerPoints })}
      </p>
      <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-600 dark:text-slate-400">{t('referral.code')}</p>
      <p className="mt-1 font-mono text-2xl font-bold tracking-[0.2em]" data-testid="referral-code">
        {code}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy()} className={buttonClass('outline', 'sm')}>
          <Copy aria-hidden="true" className="h-4 w-4" />
          {t('referral.copy')}
        </button>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(shareText)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonClass('secondary', 'sm')}
          data-testid="referral-share"
        >
          <Share2 aria-hidden="true" className="h-4 w-4" />
          {t('referral.share')}
        </a>
      </div>
      {rewards.canApplyReferral && <ApplyCodeForm />}
    </section>
  );
}
