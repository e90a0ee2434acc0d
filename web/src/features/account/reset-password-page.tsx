import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AuthCard } from './components/auth-card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { buttonClass, inputClass } from '../../components/ui/ui.ts';
import { authClient } from '../../lib/auth-client.ts';

const route = getRouteApi('/reset-password');

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { token, error } = route.useSearch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password'));
    if (password !== String(form.get('confirm'))) {
      toast.error(t('auth.passwordsDiffer'));
      return;
    }
    setBusy(true);
    const result = await authClient.resetPassword({ newPassword: password, token: token ?? '' });
    setBusy(false);
    if (result.error) {
      toast.error(t('toast.resetFailed'), { description: t('toast.resetFailedBody') });
      return;
    }
    toast.success(t('auth.resetDone'));
    await navigate({ to: '/signin' });
  };

  if (!token || error) {
    return (
      <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetInvalid')}>
        <Link to="/forgot-password" className={buttonClass('primary', 'lg', 'w-full')}>
          {t('auth.sendResetLink')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <Field id="password" label={t('auth.newPassword')} hint={t('auth.passwordHint')}>
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
        <Field id="confirm" label={t('auth.confirmPassword')}>
          <input id="confirm" name="confirm" type="password" autoComplete="new-password" required minLength={8} className={inputClass} />
        </Field>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
          {busy ? t('auth.working') : t('auth.resetButton')}
        </button>
      </form>
    </AuthCard>
  );
}
