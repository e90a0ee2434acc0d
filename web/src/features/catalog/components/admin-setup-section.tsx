import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';
import { firstAdminQuery } from '../../../lib/first-admin.ts';

/** Spec §2 landing admin-setup section: offered only while the platform has no admin yet. */
export function AdminSetupSection() {
  const { t } = useTranslation();
  const { data } = useQuery(firstAdminQuery);
  if (!data?.available) return null;
  return (
    <section aria-labelledby="admin-setup-title" className="mx-auto max-w-6xl px-4 pt-14" data-testid="admin-setup">
      <div className={`${cardClass} flex flex-wrap items-center gap-4 p-6`}>
        <KeyRound aria-hidden="true" className="h-8 w-8 flex-none text-amber-700 dark:text-amber-300" />
        <div className="min-w-0 flex-1">
          <h2 id="admin-setup-title" className="text-lg font-bold">
            {t('adminSetup.title')}
          </h2>
          <p className="text-slate-600 dark:text-slate-400">{t('adminSetup.body')}</p>
        </div>
        <Link to={'/create-admin-account' as '/'} className={buttonClass('primary', 'md')}>
          {t('adminSetup.cta')}
        </Link>
      </div>
    </section>
  );
}
