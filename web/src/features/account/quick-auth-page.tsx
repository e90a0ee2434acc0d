import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AuthCard } from './components/auth-card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { CodeInput, codeLength } from './components/code-input.tsx';
import { buttonClass, inputClass } from '../../components/ui/ui.ts';
import { authClient } from '../../lib/auth-client.ts';
import { formatPhoneDisplay, toE164 } from '../../../../db/contract/phone.ts';
import { useAfterSignIn } from '../../lib/use-after-sign-in.ts';

const route = getRouteApi('/_guest/quickauth');

/** Streamlined auth: a phone number and a 6-digit code; a new number gets an account on verification. */
export function QuickAuthPage() {
  const { t } = useTranslation();
  const { redirect } = route.useSearch();
  const afterSignIn = useAfterSignIn(redirect);
  const [phone, setPhone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const sendCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const number = toE164(String(new FormData(event.currentTarget).get('phone')));
    if (!number) {
      toast.error(t('auth.phoneInvalid'));
      return;
    }
    setBusy(true);
    const { error } = await authClient.phoneNumber.sendOtp({ phoneNumber: number });
    setBusy(false);
    if (error) {
      toast.error(t('toast.signInFailed'), { description: t('toast.tryLater') });
      return;
    }
    setPhone(number);
  };

  const verify = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code'));
    if (code.length !== codeLength) {
      toast.error(t('auth.codeIncomplete'));
      return;
    }
    setBusy(true);
    const { error } = await authClient.phoneNumber.verify({ phoneNumber: phone ?? '', code });
    setBusy(false);
    if (error) {
      toast.error(t('toast.signInFailed'), { description: t('auth.codeInvalid') });
      return;
    }
    await afterSignIn();
  };

  return (
    <AuthCard
      redirect={redirect}
      title={t('auth.quickTitle')}
      subtitle={phone ? t('auth.codeSent', { phone: formatPhoneDisplay(phone) }) : t('auth.quickSubtitle')}
    >
      {phone ? (
        // The key gives the code step its own DOM: reusing the phone step's input kept the number in it.
        <form key="code" className="space-y-4" onSubmit={(event) => void verify(event)}>
          <Field id="code" label={t('auth.code')}>
            <CodeInput id="code" />
          </Field>
          <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
            {busy ? t('auth.working') : t('auth.verify')}
          </button>
          <button type="button" onClick={() => setPhone(null)} className={buttonClass('ghost', 'md', 'w-full')}>
            {t('auth.changeNumber')}
          </button>
        </form>
      ) : (
        <form key="phone" className="space-y-4" onSubmit={(event) => void sendCode(event)}>
          <Field id="phone" label={t('auth.phone')} hint={t('auth.phoneHint')}>
            <input
              id="phone"
              name="phone"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
              aria-describedby="phone-hint"
              className={inputClass}
            />
          </Field>
          <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
            {busy ? t('auth.working') : t('auth.sendCode')}
          </button>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/signin" search={{ redirect }} className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('auth.useEmail')}
        </Link>
      </p>
    </AuthCard>
  );
}
