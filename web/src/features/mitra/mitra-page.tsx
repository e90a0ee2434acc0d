import { useTranslation } from 'react-i18next';
import { MitraChat } from './components/mitra-chat.tsx';

export function MitraPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="sr-only">{t('mitra.title')}</h1>
      <MitraChat variant="page" />
    </div>
  );
}
