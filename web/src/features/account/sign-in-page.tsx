import { getRouteApi, Link } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AuthCard } from './components/auth-card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { buttonClass, inputClass } from '../../components/ui/ui.ts';
import { authClient } from '../../lib/auth-client.ts';
import { useAfterSignIn } from '../../lib/use-after-sign-in.ts';

const route = getRouteApi('/_guest/signin');

export function SignInPage() {
  const { t } = useTranslation();
  const { redirect } = route.useSearch();
  const afterSignIn = useAfterSignIn(redirect);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const { error } = await authClient.signIn.email({ email: String(form.get('email')).trim(), password: String(form.get('password')) });
    setBusy(false);
    if (error) {
      toast.error(t('toast.signInFailed'), { description: t('toast.signInFailedBody') });
      return;
    }
    await afterSignIn();
  };

  return (
    <AuthCard redirect={redirect} title={t('auth.signInTitle')} subtitle={t('auth.signInSubtitle')}>
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)} data-testid="signin-form">
        <Field id="email" label={t('auth.email')}>
          <input id="email" name="email" type="email" autoComplete="email" required className={inputClass} />
        </Field>
        <Field id="password" label={t('auth.password')}>
          <input
            id="password"
            name="password"
            type="password"
            autoComplete="current-password"
            required
            minLength={8}
            className={inputClass}
          />
        </Field>
        <div className="flex justify-end text-sm">
          <Link to="/forgot-password" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
            {t('auth.forgot')}
          </Link>
        </div>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
          {busy ? t('auth.working') : t('auth.signIn')}
        </button>
      </form>
      <Link to="/quickauth" search={{ redirect }} className={buttonClass('outline', 'lg', 'mt-3 w-full')}>
        {t('auth.usePhone')}
      </Link>
      <p className="mt-6 text-sm text-slate-600 dark:text-slate-400">
        {t('auth.noAccount')}{' '}
        <Link
          to="/signup"
          search={{ redirect }}
          className="font-semibold text-brand-700 underline-offset-2 hover:underline dark:text-brand-300"
        >
          {t('nav.signUp')}
        </Link>
      </p>
    </AuthCard>
  );
}
