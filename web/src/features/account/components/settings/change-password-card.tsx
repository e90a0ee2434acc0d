import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { authClient } from '../../../../lib/auth-client.ts';
import { Field } from '../../../../components/ui/field.tsx';
import { buttonClass, inputClass } from '../../../../components/ui/ui.ts';
import { SettingsSection } from './settings-section.tsx';

/** Change password; by default every other device is signed out (better-auth revokes their sessions). */
export function ChangePasswordCard({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation('settings');
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const newPassword = String(data.get('newPassword'));
    if (newPassword !== String(data.get('confirmPassword'))) {
      toast.error(t('password.mismatch'));
      return;
    }
    setBusy(true);
    const { error } = await authClient.changePassword({
      currentPassword: String(data.get('currentPassword')),
      newPassword,
      revokeOtherSessions: data.get('revokeOthers') === 'on',
    });
    setBusy(false);
    if (error) {
      toast.error(t('password.failed'), { description: t('password.failedBody') });
      return;
    }
    form.reset();
    toast.success(t('password.changed'));
    onChanged();
  };

  return (
    <SettingsSection id="password" title={t('password.title')}>
      <form className="space-y-4" onSubmit={(event) => void onSubmit(event)}>
        <Field id="current-password" label={t('password.current')}>
          <input
            id="current-password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            className={inputClass}
          />
        </Field>
        <Field id="new-password" label={t('password.new')} hint={t('password.hint')}>
          <input
            id="new-password"
            name="newPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            aria-describedby="new-password-hint"
            className={inputClass}
          />
        </Field>
        <Field id="confirm-password" label={t('password.confirm')}>
          <input
            id="confirm-password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={128}
            className={inputClass}
          />
        </Field>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="revokeOthers" defaultChecked className="h-4 w-4 accent-brand-700" />
          {t('password.signOutOthers')}
        </label>
        <button type="submit" disabled={busy} className={buttonClass('primary', 'md')}>
          {t('password.submit')}
        </button>
      </form>
    </SettingsSection>
  );
}
