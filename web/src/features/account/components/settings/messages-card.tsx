import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Switch } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import type { ProfilePatch } from '../../../../lib/api-types.ts';
import { api } from '../../../../lib/api.ts';
import { notifyError } from '../../../../lib/notify-error.ts';
import { useSession } from '../../../../lib/use-session.ts';
import { SettingsSection } from './settings-section.tsx';
import { accountKeys, meQuery } from '../../../../server-state/account-queries.ts';

function Toggle({
  id,
  label,
  hint,
  checked,
  disabled,
  onChange,
}: {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-start justify-between gap-4 py-2">
      <div className="min-w-0">
        <label htmlFor={id} className="font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-sm text-slate-600 dark:text-slate-400">
          {hint}
        </p>
      </div>
      <Switch.Root
        id={id}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onChange}
        aria-describedby={`${id}-hint`}
        className="relative mt-1 h-6 w-11 shrink-0 rounded-full bg-slate-300 transition-colors data-[state=checked]:bg-brand-700 disabled:opacity-60 dark:bg-slate-600"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </div>
  );
}

/** Message preferences: appointment reminders, WhatsApp/SMS messages altogether (as STOP does), and a provider's morning agenda. */
export function MessagesCard() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const { data: me } = useQuery(meQuery());
  const { user } = useSession();
  const save = useMutation({
    mutationFn: (patch: ProfilePatch) => api.updateProfile(patch),
    onSuccess: (updated) => {
      queryClient.setQueryData(accountKeys.me, updated);
      toast.success(t('messages.saved'));
    },
    onError: (error) => notifyError(error),
  });
  const profile = me?.profile;
  const busy = !profile || save.isPending;
  return (
    <SettingsSection id="messages" title={t('messages.title')} hint={t('messages.hint')}>
      <div className="divide-y divide-slate-200 dark:divide-slate-800">
        <Toggle
          id="reminders-enabled"
          label={t('messages.reminders')}
          hint={t('messages.remindersHint')}
          disabled={busy}
          checked={profile?.remindersEnabled ?? true}
          onChange={(checked) => save.mutate({ remindersEnabled: checked })}
        />
        <Toggle
          id="messaging-enabled"
          label={t('messages.whatsapp')}
          hint={t('messages.whatsappHint')}
          disabled={busy}
          checked={!(profile?.messagingOptOut ?? false)}
          onChange={(checked) => save.mutate({ messagingOptOut: !checked })}
        />
        {user?.role === 'provider' && (
          <Toggle
            id="morning-agenda"
            label={t('messages.agenda')}
            hint={t('messages.agendaHint')}
            disabled={busy}
            checked={profile?.morningAgenda ?? false}
            onChange={(checked) => save.mutate({ morningAgenda: checked })}
          />
        )}
      </div>
    </SettingsSection>
  );
}
