import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { PauseForm } from './pause-form.tsx';
import { PauseList } from './pause-list.tsx';

/** /admin/emergency: pause a provider, a category in a city or a city, see what it affects, and undo it. */
export function EmergencyPage() {
  const { t } = useTranslation('admin-care');
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <AdminPageHeader title={t('emergency.title')} description={t('emergency.description')} />
      <PauseForm />
      <PauseList />
    </div>
  );
}
