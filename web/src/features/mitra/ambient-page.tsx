import { useTranslation } from 'react-i18next';
import { MitraChat } from './components/mitra-chat.tsx';

/** Spec route /ambient, labelled Chat: Mitra as the whole page, for people who would rather just ask. */
export function AmbientPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl px-4 py-6">
      <h1 className="mb-4 text-2xl font-bold tracking-tight">{t('nav.chat')}</h1>
      <MitraChat variant="page" />
    </div>
  );
}
