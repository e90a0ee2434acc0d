import { Link } from '@tanstack/react-router';
import { MailCheck } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { AuthCard } from './components/auth-card.tsx';
import { Field } from '../../components/ui/field.tsx';
import { buttonClass, inputClass } from '../../components/ui/ui.ts';
import { authClient } from '../../lib/auth-client.ts';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email')).trim();
    setBusy(true);
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: `${window.location.origin}/reset-password` });
    setBusy(false);
    if (error) {
      toast.error(t('toast.resetFailed'), { description: t('toast.resetFailedBody') });
      return;
    }
    // The same answer whether or not the address has an account, so it reveals nothing.
    setSent(true);
  };

  return (
    <AuthCard title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      {sent ? (
        <div
          role="status"
          className="flex gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 dark:bg-brand-900/40 dark:text-brand-50"
          data-testid="reset-sent"
        >
          <MailCheck aria-hidden="true" className="h-5 w-5 flex-none" />
          {t('auth.resetSent')}
        </div>
      ) : (
        <form className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
          <Field id="email" label={t('auth.email')}>
            <input id="email" name="email" type="email" autoComplete="email" required className={inputClass} />
          </Field>
          <button type="submit" disabled={busy} className={buttonClass('primary', 'lg', 'w-full')}>
            {busy ? t('auth.working') : t('auth.sendResetLink')}
          </button>
        </form>
      )}
      <p className="mt-6 text-sm">
        <Link to="/signin" className="font-semibold text-brand-700 hover:underline dark:text-brand-300">
          {t('auth.backToSignIn')}
        </Link>
      </p>
    </AuthCard>
  );
}
