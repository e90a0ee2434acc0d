import { useTranslation } from 'react-i18next';
import { PracticeNav } from './components/practice-nav.tsx';
import { TimeOffSection } from './components/time-off.tsx';
import { WeekEditor } from './components/week-editor.tsx';

/** Weekly hours and time off, IST throughout. */
export function HoursPage() {
  const { t } = useTranslation('provider-web');
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('hours.pageTitle')}</h1>
      <PracticeNav />
      <WeekEditor />
      <TimeOffSection />
    </div>
  );
}
