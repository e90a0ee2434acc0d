import { Link } from '@tanstack/react-router';
import { ShieldAlert, ShieldX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';

export type GateRefusal = 'denied' | 'inactive' | 'failed' | 'restricted';

/** Spec §4/§8 admin gate states: the server's refusal code decides which screen shows. */
export function refusalOf(code: string | undefined, status: number | undefined): GateRefusal {
  if (code === 'ip_not_allowed') return 'restricted';
  if (code === 'account_inactive') return 'inactive';
  if (code === 'forbidden' || status === 403) return 'denied';
  return 'failed';
}

/** Spec §2 'Admin Access Restricted': the address is not on the allowlist; 'Retry Access Check' reloads the page. */
function RestrictedScreen({ ipAddress }: { ipAddress?: string }) {
  const { t } = useTranslation('admin');
  return (
    <section
      className={`${cardClass} mx-auto mt-16 max-w-md p-6 text-center`}
      data-testid="admin-restricted"
      aria-labelledby="restricted-title"
    >
      <ShieldX aria-hidden="true" className="mx-auto h-10 w-10 text-red-700 dark:text-red-400" />
      <h1 id="restricted-title" className="mt-3 text-xl font-bold">
        {t('gate.restrictedTitle')}
      </h1>
      <p className="mt-2 text-slate-700 dark:text-slate-300">{t('gate.restrictedBody')}</p>
      {ipAddress && <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{t('gate.yourAddress', { address: ipAddress })}</p>}
      <button type="button" className={buttonClass('primary', 'md', 'mt-5')} onClick={() => window.location.reload()}>
        {t('gate.retry')}
      </button>
    </section>
  );
}

export function GateScreen({ refusal, ipAddress }: { refusal: GateRefusal; ipAddress?: string }) {
  const { t } = useTranslation('admin');
  if (refusal === 'restricted') return <RestrictedScreen ipAddress={ipAddress} />;
  const message = { denied: t('gate.denied'), inactive: t('gate.inactive'), failed: t('gate.failed') }[refusal];
  return (
    <section className={`${cardClass} mx-auto mt-16 max-w-md p-6 text-center`} data-testid={`admin-${refusal}`} role="alert">
      <ShieldAlert aria-hidden="true" className="mx-auto h-10 w-10 text-amber-700 dark:text-amber-400" />
      <p className="mt-3 font-semibold">{message}</p>
      <div className="mt-5 flex justify-center gap-2">
        {refusal === 'failed' && (
          <button type="button" className={buttonClass('primary', 'md')} onClick={() => window.location.reload()}>
            {t('gate.retryShort')}
          </button>
        )}
        <Link to="/home" className={buttonClass('outline', 'md')}>
          {t('gate.home')}
        </Link>
      </div>
    </section>
  );
}
