import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { QuotaMeter } from './components/quota-meter.tsx';
import { useSession } from '../../lib/use-session.ts';

export function ProfilePage() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('profile.title')}</h1>
      <div className={`${cardClass} mt-6 space-y-6 p-6`}>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] [overflow-wrap:anywhere] gap-x-6 gap-y-3 text-sm">
          <dt className="text-slate-600 dark:text-slate-400">{t('auth.name')}</dt>
          <dd className="font-semibold">{user.name}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('auth.email')}</dt>
          <dd className="font-semibold">{user.email}</dd>
          <dt className="text-slate-600 dark:text-slate-400">{t('profile.role')}</dt>
          <dd className="font-semibold">{t(`roles.${user.role}`)}</dd>
        </dl>
        <section>
          <h2 className="font-semibold">{t('profile.quota')}</h2>
          <div className="mt-2">
            <QuotaMeter />
          </div>
        </section>
        <div className="flex flex-wrap gap-2">
          <Link to="/setup-profile" className={buttonClass('outline', 'sm')}>
            {t('profile.edit')}
          </Link>
          <Link to="/subscription" className={buttonClass('secondary', 'sm')}>
            {t('nav.subscription')}
          </Link>
        </div>
      </div>
    </div>
  );
}
