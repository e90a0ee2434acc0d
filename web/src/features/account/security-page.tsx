import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ChangePasswordCard } from './components/settings/change-password-card.tsx';
import { accountKeys } from '../../server-state/account-queries.ts';
import { DevicesCard } from './components/settings/devices-card.tsx';
import { LanguageCard } from './components/settings/language-card.tsx';
import { MessagesCard } from './components/settings/messages-card.tsx';
import { PhoneCard } from './components/settings/phone-card.tsx';

/** Spec route /security, labelled Settings: password, signed-in devices, phone number, language, message preferences. */
export function SecurityPage() {
  const { t } = useTranslation('settings');
  const queryClient = useQueryClient();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
      <div className="mt-6 space-y-6">
        <ChangePasswordCard onChanged={() => void queryClient.invalidateQueries({ queryKey: accountKeys.devices })} />
        <DevicesCard />
        <PhoneCard />
        <LanguageCard />
        <MessagesCard />
      </div>
    </div>
  );
}
