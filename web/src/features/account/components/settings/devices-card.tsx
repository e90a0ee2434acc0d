import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Monitor, Smartphone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { authClient } from '../../../../lib/auth-client.ts';
import { accountKeys } from '../../../../server-state/account-queries.ts';
import { devicesQuery, type Device } from '../../api/auth-queries.ts';
import { formatIstDateTime } from '../../../../lib/format.ts';
import { describeUserAgent } from '../../../../lib/user-agent.ts';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { buttonClass } from '../../../../components/ui/ui.ts';
import { SettingsSection } from './settings-section.tsx';

function useDeviceName() {
  const { t } = useTranslation('settings');
  return (userAgent: string | null | undefined) => {
    const { browser, os } = describeUserAgent(userAgent);
    return t('devices.device', { browser: browser ?? t('devices.unknownBrowser'), os: os ?? t('devices.unknownOs') });
  };
}

function DeviceRow({ device, onSignOut, busy }: { device: Device; onSignOut: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation('settings');
  const name = useDeviceName()(device.userAgent);
  const Icon = /Android|iPhone|iPad|Mobile/.test(device.userAgent ?? '') ? Smartphone : Monitor;
  return (
    <li className="flex flex-wrap items-center gap-3 py-3" data-testid="device">
      <Icon aria-hidden="true" className="h-6 w-6 flex-none text-slate-500" />
      <div className="min-w-0 flex-1 basis-40">
        <p className="font-medium [overflow-wrap:anywhere]">{name}</p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {device.current ? (
            <span className="font-semibold text-brand-700 dark:text-brand-300">{t('devices.thisDevice')}</span>
          ) : (
            t('devices.lastActive', { time: formatIstDateTime(new Date(device.updatedAt).toISOString(), i18n.language) })
          )}
          {device.ipAddress ? ` · ${device.ipAddress}` : ''}
        </p>
      </div>
      {!device.current && (
        <button
          type="button"
          disabled={busy}
          onClick={onSignOut}
          className={buttonClass('outline', 'sm')}
          aria-label={t('devices.signOutLabel', { device: name })}
          data-testid="device-sign-out"
        >
          {t('devices.signOut')}
        </button>
      )}
    </li>
  );
}

/** The devices signed in to this account, each other one with a "Sign out" (better-auth revoke-session). */
export function DevicesCard() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  const devices = useQuery(devicesQuery());
  const revoke = useMutation({
    mutationFn: async (token: string) => {
      const { error } = await authClient.revokeSession({ token });
      if (error) throw new Error(error.message ?? 'revoke-session failed');
    },
    onSuccess: () => toast.success(t('devices.signedOut')),
    onError: () => toast.error(t('devices.failed')),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.devices }),
  });
  return (
    <SettingsSection id="devices" title={t('devices.title')} hint={t('devices.subtitle')}>
      {devices.isPending ? (
        <Spinner />
      ) : devices.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t('devices.loadFailed')}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200 dark:divide-slate-800">
          {devices.data.map((device) => (
            <DeviceRow key={device.token} device={device} busy={revoke.isPending} onSignOut={() => revoke.mutate(device.token)} />
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
