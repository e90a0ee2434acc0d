import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AuthCard } from './components/auth-card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { buttonClass, inputClass } from '../../components/ui/ui.ts';
import { api } from '../../lib/api.ts';
import { authClient } from '../../lib/auth-client.ts';
import { notifyError } from '../../lib/notify-error.ts';
import { toE164 } from '../../../../db/contract/phone.ts';
import { useAfterSignIn } from '../../lib/use-after-sign-in.ts';

const route = getRouteApi('/_guest/signup');

export function SignUpPage() {
  const { t } = useTranslation();
  const { redirect } = route.useSearch();
  const afterSignIn = useAfterSignIn(redirect);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const typedPhone = String(form.get('phone') ?? '').trim();
    const contactPhone = typedPhone ? toE164(typedPhone) : undefined;
    if (contactPhone === null) {
      toast.error(t('auth.phoneInvalid'));
      return;
    }
    setBusy(true);
    const credentials = { email: String(form.get('email')).trim(), password: String(form.get('password')) };
    const { error } = await authClient.signUp.email({ name: String(form.get('name')).trim(), ...credentials });
    if (error) {
      setBusy(false);
      toast.error(t('toast.signUpFailed'), { description: error.message ?? t('toast.signUpFailedBody') });
      return;
    }
    // A new account is signed in by its sign-up. A known e-mail gets the same answer but no working
    // session (its owner is told by e-mail): then sign in with what was typed. That fails only for a
    // known e-mail with another password, and says no more than that.
    const { data: session } = await authClient.getSession();
    const signedIn = session?.user ? { error: null } : await authClient.signIn.email(credentials);
    if (signedIn.error) {
      setBusy(false);
      toast.error(t('toast.signUpFailed'), { description: t('toast.signUpCheckEmail') });
      return;
    }
    // The account exists now; a number that fails to save can still be added on the profile page.
    if (contactPhone) await api.updateProfile({ contactPhone }).catch(notifyError);
    setBusy(false);
    await afterSignIn();
  };

  return (
    <AuthCard redirect={redirect} title={t('auth.signUpTitle')} subtitle={t('auth.signUpSubtitle')}>
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} data-testid="signup-form" id="signup-form">
        <Field id="name" label={t('auth.name')}>
          <input id="name" name="name" autoComplete="name" required maxLength={100} className={inputClass} />
        </Field>
        <Field id="email" label={t('auth.email')}>
          <input id="email" name="email" type="email" autoComplete="email" required className={inputClass} />
        </Field>
        <Field id="phone" label={t('auth.phoneOptional')} hint={t('auth.signUpPhoneHint')}>
          <input
            id="phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            aria-describedby="phone-hint"
            className={inputClass}
          />
        </Field>
        <Field id="password" label={t('auth.password')} hint={t('auth.passwordHint')}>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            aria-describedby="password-hint"
            className={inputClass}
          />
        </Field>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
          {busy ? t('auth.working') : t('auth.signUp')}
        </button>
      </form>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        {t('auth.haveAccount')}{' '}
        <Link
          to="/signin"
          search={{ redirect }}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t('nav.signIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
