import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { authClient } from '../../../../lib/auth-client.ts';
import { formatPhoneDisplay, toE164 } from '../../../../../../db/contract/phone.ts';
import { accountKeys } from '../../../../server-state/account-queries.ts';
import { phoneQuery } from '../../api/auth-queries.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { CodeInput, codeLength } from '../code-input.tsx';
import { buttonClass, inputClass } from '../../../../components/ui/ui.ts';
import { SettingsSection } from './settings-section.tsx';

type Step = { kind: 'view' } | { kind: 'number' } | { kind: 'code'; phone: string };

function CurrentPhone({ phone, verified, onChange }: { phone: string | null; verified: boolean; onChange: () => void }) {
  const { t } = useTranslation('settings');
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="min-w-0 flex-1 basis-36 font-medium [overflow-wrap:anywhere]" data-testid="phone-number">
        {phone ? formatPhoneDisplay(phone) : t('phone.none')}
      </p>
      {phone && (
        <span
          className={
            verified
              ? 'inline-flex items-center gap-1 text-sm font-semibold text-brand-700 dark:text-brand-300'
              : 'text-sm text-amber-700 dark:text-amber-400'
          }
          data-testid="phone-status"
        >
          {verified && <BadgeCheck aria-hidden="true" className="h-4 w-4" />}
          {verified ? t('phone.verified') : t('phone.notVerified')}
        </span>
      )}
      <button type="button" onClick={onChange} className={buttonClass('outline', 'sm')}>
        {!phone ? t('phone.add') : verified ? t('phone.change') : t('phone.verifyNow')}
      </button>
    </div>
  );
}

/** Phone number and its verification through the phone OTP (the code also signs in on /quickauth). */
export function PhoneCard() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const account = useQuery(phoneQuery());
  const [step, setStep] = useState<Step>({ kind: 'view' });
  const [busy, setBusy] = useState(false);

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const phone = toE164(String(new FormData(event.currentTarget).get('phone')));
    if (!phone) return void toast.error(t('auth.phoneInvalid', { ns: 'web' }));
    setBusy(true);
    const { error } = await authClient.phoneNumber.sendOtp({ phoneNumber: phone });
    setBusy(false);
    if (error) return void toast.error(t('toast.tryLater', { ns: 'web' }));
    setStep({ kind: 'code', phone });
  };

  const verify = async (event: FormEvent<HTMLFormElement>, phone: string) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code'));
    if (code.length !== codeLength) return void toast.error(t('auth.codeIncomplete', { ns: 'web' }));
    setBusy(true);
    const { error } = await authClient.phoneNumber.verify({ phoneNumber: phone, code, updatePhoneNumber: true });
    setBusy(false);
    if (error) return void toast.error(t('auth.codeInvalid', { ns: 'web' }));
    toast.success(t('phone.verifiedToast'));
    setStep({ kind: 'view' });
    await queryClient.invalidateQueries({ queryKey: accountKeys.phone });
  };

  const current = account.data ?? { phone: null, verified: false };
  return (
    <SettingsSection id="phone" title={t('phone.title')} hint={t('phone.hint')}>
      {step.kind === 'view' && <CurrentPhone {...current} onChange={() => setStep({ kind: 'number' })} />}
      {step.kind === 'number' && (
        <form key="number" className="space-y-3" onSubmit={(event) => void sendCode(event)}>
          <Field id="settings-phone" label={t('phone.label')}>
            <input
              id="settings-phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              defaultValue={current.phone ?? ''}
              className={inputClass}
            />
          </Field>
          <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
            {t('phone.send')}
          </button>
        </form>
      )}
      {step.kind === 'code' && (
        <form key="code" className="space-y-3" onSubmit={(event) => void verify(event, step.phone)}>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('phone.codeSent', { phone: formatPhoneDisplay(step.phone) })}</p>
          <Field id="settings-code" label={t('auth.code', { ns: 'web' })}>
            <CodeInput id="settings-code" />
          </Field>
          <div className="flex flex-wrap gap-2">
            <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
              {t('phone.verify')}
            </button>
            <button type="button" onClick={() => setStep({ kind: 'number' })} className={buttonClass('ghost', 'md')}>
              {t('phone.change')}
            </button>
          </div>
        </form>
      )}
    </SettingsSection>
  );
}
