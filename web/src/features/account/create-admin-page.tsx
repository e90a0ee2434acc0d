import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Field } from '../../components/ui/field.tsx';
import { FullPageLoading } from '../../components/ui/full-page-loading.tsx';
import { buttonClass, cardClass, inputClass } from '../../components/ui/ui.ts';
import { ApiError, client, json } from '../../lib/api.ts';
import { authClient } from '../../lib/auth-client.ts';
import { firstAdminQuery } from '../../lib/first-admin.ts';
import { sessionQuery } from '../../lib/session.ts';

/** Spec: the one-off 'Create Admin Account' page, open only while the platform has no admin. */
export function CreateAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isPending } = useQuery(firstAdminQuery);
  const [busy, setBusy] = useState(false);
  const [mismatch, setMismatch] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const body = { name: String(form.get('name')).trim(), email: String(form.get('email')).trim(), password: String(form.get('password')) };
    if (body.password !== String(form.get('confirm'))) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    setBusy(true);
    try {
      await json(client.setup.admin.$post({ json: body }));
    } catch (error) {
      setBusy(false);
      const detail = error instanceof ApiError ? error.message : t('adminSetup.failedBody');
      toast.error(t('adminSetup.failed'), { description: detail });
      if (error instanceof ApiError && error.status === 409) await queryClient.invalidateQueries({ queryKey: firstAdminQuery.queryKey });
      return;
    }
    toast.success(t('adminSetup.created'), { description: t('adminSetup.createdBody', { email: body.email }) });
    queryClient.setQueryData(firstAdminQuery.queryKey, { available: false });
    const { error } = await authClient.signIn.email({ email: body.email, password: body.password });
    setBusy(false);
    await queryClient.invalidateQueries({ queryKey: sessionQuery.queryKey });
    await navigate({ to: error ? '/signin' : ('/admin' as '/') });
  };

  if (isPending) return <FullPageLoading />;
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <div className={`${cardClass} p-6 sm:p-8`}>
        <h1 className="text-2xl font-bold tracking-tight">{t('adminSetup.pageTitle')}</h1>
        {data?.available ? (
          <>
            <p className="mt-1 text-slate-600 dark:text-slate-400">{t('adminSetup.pageIntro')}</p>
            <form className="mt-6 space-y-4" onSubmit={(event) => void onSubmit(event)} data-testid="create-admin-form">
              <Field id="admin-name" label={t('adminSetup.name')}>
                <input id="admin-name" name="name" required minLength={2} maxLength={100} autoComplete="name" className={inputClass} />
              </Field>
              <Field id="admin-email" label={t('adminSetup.email')}>
                <input id="admin-email" name="email" type="email" required autoComplete="email" className={inputClass} />
              </Field>
              <Field id="admin-password" label={t('adminSetup.password')} hint={t('adminSetup.passwordHint')}>
                <input
                  id="admin-password"
                  name="password"
                  type="password"
                  required
                  minLength={12}
                  maxLength={128}
                  autoComplete="new-password"
                  aria-describedby="admin-password-hint"
                  className={inputClass}
                />
              </Field>
              <Field id="admin-confirm" label={t('adminSetup.confirm')}>
                <input
                  id="admin-confirm"
                  name="confirm"
                  type="password"
                  required
                  autoComplete="new-password"
                  aria-invalid={mismatch}
                  className={inputClass}
                />
              </Field>
              {mismatch && (
                <p role="alert" className="text-sm text-red-700 dark:text-red-400">
                  {t('adminSetup.mismatch')}
                </p>
              )}
              <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={busy}>
                {t('adminSetup.submit')}
              </button>
            </form>
          </>
        ) : (
          <div data-testid="create-admin-closed">
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t('adminSetup.unavailable')}</p>
            <Link to="/signin" className={buttonClass('primary', 'md', 'mt-5')}>
              {t('adminSetup.signIn')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
