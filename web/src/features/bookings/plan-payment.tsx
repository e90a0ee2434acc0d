import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, Clock, IndianRupee, Smartphone, XCircle } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { QRCodeSVG } from 'qrcode.react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClass, dialogPlacementClass, inputClass } from '../../components/ui/ui.ts';
import { ApiError, client, json } from '../../lib/api.ts';
import { cn } from '../../lib/cn.ts';
import { formatIstDate, formatRupees } from '../../lib/format.ts';
import { notifyError } from '../../lib/notify-error.ts';
import type { PlansState, PlanTier } from '../../lib/api-types.ts';
import { upiPayLink } from '../../lib/upi.ts';
import { bookingKeys } from '../../server-state/bookings-queries.ts';

type PaidPlan = Exclude<PlanTier, 'free'>;

export const plansKey = ['plans'] as const;

export const plansQuery = () =>
  queryOptions({
    queryKey: plansKey,
    queryFn: () => json(client.plans.$get()),
    // While a payment waits for an admin, the page looks again now and then: the plan starts (or the
    // rejection shows) without a reload.
    refetchInterval: (query) => (query.state.data?.pending ? 20_000 : false),
  });

/** The UPI deep link of a plan's payment: a note naming the plan. */
function planUpiLink(amountPaise: number, note: string) {
  return upiPayLink({ amountPaise, note });
}

/** Where the client's plan stands: a payment waiting, a rejected one and why, or the paid plan and its end. */
export function PlanStatus({ state }: { state: PlansState }) {
  const { t, i18n } = useTranslation();
  const plan = (id: PlanTier) => t(`plans.${id}`);
  if (state.pending) {
    const { pending } = state;
    return (
      <StatusCard tone="waiting" title={t('plans.pendingTitle')} testId="plan-pending">
        {t('plans.pending', {
          amount: formatRupees(pending.amountPaise, i18n.language),
          plan: plan(pending.plan),
          utr: pending.reference ?? '',
        })}
      </StatusCard>
    );
  }
  if (state.current.tier !== 'free' && state.current.planEndsAt) {
    return (
      <StatusCard tone="done" title={t('plans.activeTitle', { plan: plan(state.current.tier) })} testId="plan-active">
        {t('plans.active', { date: formatIstDate(state.current.planEndsAt, i18n.language, { year: 'numeric' }) })}
      </StatusCard>
    );
  }
  if (state.rejected) {
    const { rejected } = state;
    return (
      <StatusCard tone="refused" title={t('plans.rejectedTitle')} testId="plan-rejected">
        {t('plans.rejected', {
          amount: formatRupees(rejected.amountPaise, i18n.language),
          plan: plan(rejected.plan),
          utr: rejected.reference ?? '',
          reason: rejected.reason ?? '',
        })}
      </StatusCard>
    );
  }
  return null;
}

const tones = {
  waiting: {
    icon: Clock,
    className: 'border-amber-300 bg-amber-50 text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100',
  },
  done: {
    icon: CheckCircle2,
    className: 'border-brand-300 bg-brand-50 text-brand-950 dark:border-brand-700 dark:bg-brand-950/40 dark:text-brand-50',
  },
  refused: { icon: XCircle, className: 'border-red-300 bg-red-50 text-red-950 dark:border-red-800 dark:bg-red-950/40 dark:text-red-100' },
} as const;

function StatusCard({
  tone,
  title,
  testId,
  children,
}: {
  tone: keyof typeof tones;
  title: string;
  testId: string;
  children: React.ReactNode;
}) {
  const { icon: Icon, className } = tones[tone];
  return (
    <section role="status" className={cn('mt-6 flex gap-3 rounded-2xl border p-4 shadow-sm', className)} data-testid={testId}>
      <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 flex-none" />
      <div className="min-w-0">
        <h2 className="font-semibold">{title}</h2>
        <p className="mt-1 text-sm break-words">{children}</p>
      </div>
    </section>
  );
}

/**
 * Buying a plan by UPI: the amount, a `upi://pay` link and its QR, then the 12-digit UTR the app
 * showed, sent for an admin to verify (POST /api/plans/purchase).
 */
export function PlanPayDialog({
  plan,
  pricePaise,
  periodDays,
  label,
  disabled,
}: {
  plan: PaidPlan;
  pricePaise: number;
  periodDays: number;
  label: string;
  disabled: boolean;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [utr, setUtr] = useState('');
  const planName = t(`plans.${plan}`);
  const amount = formatRupees(pricePaise, i18n.language);
  // The note UPI apps show on the statement stays in ASCII: some apps refuse other scripts there.
  const link = planUpiLink(pricePaise, `BookMitra ${plan === 'pro' ? 'Pro' : 'Enterprise'} plan`);
  const purchase = useMutation({
    mutationFn: () => json(client.plans.purchase.$post({ json: { plan, utr } })),
    onSuccess: (state) => {
      queryClient.setQueryData(plansKey, state);
      void queryClient.invalidateQueries({ queryKey: bookingKeys.quota });
      toast.success(t('plans.sent'));
      setOpen(false);
      setUtr('');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) toast.error(t('plans.conflict'));
      else notifyError(error);
    },
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    purchase.mutate();
  };
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        disabled={disabled}
        className={buttonClass(plan === 'pro' ? 'primary' : 'outline', 'md', 'mt-6 w-full')}
        data-testid={`plan-buy-${plan}`}
      >
        <IndianRupee aria-hidden="true" className="h-4 w-4" />
        {label}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className={`${dialogPlacementClass} w-[min(24rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-6 text-center shadow-2xl dark:bg-slate-900`}
          data-testid="plan-pay-dialog"
        >
          <Dialog.Title className="text-lg font-bold">{t('plans.payTitle', { plan: planName })}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {t('plans.payDescription', { amount, days: periodDays, plan: planName })}
          </Dialog.Description>
          <p className="mt-4 text-3xl font-bold" data-testid="plan-pay-amount">
            {amount}
          </p>
          <div className="mx-auto mt-4 w-fit rounded-xl bg-white p-3">
            <QRCodeSVG value={link} size={184} level="M" title={t('upi.qr')} />
          </div>
          <a href={link} className={buttonClass('primary', 'md', 'mt-4 w-full md:hidden')} data-testid="plan-upi-link">
            <Smartphone aria-hidden="true" className="h-4 w-4" />
            {t('upi.openApp')}
          </a>
          <form className="mt-4 space-y-2 text-left" onSubmit={onSubmit}>
            <label htmlFor="plan-utr" className="block text-sm font-medium">
              {t('upi.utrLabel')}
            </label>
            <input
              id="plan-utr"
              name="utr"
              inputMode="numeric"
              autoComplete="off"
              required
              pattern="[0-9 ]{12,16}"
              value={utr}
              onChange={(event) => setUtr(event.target.value)}
              className={inputClass}
              aria-describedby="plan-utr-hint"
            />
            <p id="plan-utr-hint" className="text-xs text-slate-600 dark:text-slate-400">
              {t('upi.utrHint')}
            </p>
            <button
              type="submit"
              disabled={purchase.isPending}
              className={buttonClass('primary', 'md', 'w-full')}
              data-testid="plan-utr-submit"
            >
              {t('plans.submit')}
            </button>
          </form>
          <Dialog.Close className={buttonClass('ghost', 'md', 'mt-2 w-full')}>{t('common.close')}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
