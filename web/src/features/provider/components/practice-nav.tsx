import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

const linkClass =
  'whitespace-nowrap rounded-full px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';
const activeClass = 'bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-500 dark:text-slate-950';

/** The provider's own pages, one tap apart on a phone. */
export function PracticeNav() {
  const { t } = useTranslation('provider-web');
  return (
    <nav aria-label={t('nav.label')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
      <Link to="/provider-dashboard" className={linkClass} activeProps={{ className: activeClass }}>
        {t('nav.agenda')}
      </Link>
      <Link to="/add-service" className={linkClass} activeProps={{ className: activeClass }}>
        {t('nav.services')}
      </Link>
      <Link to="/provider-hours" className={linkClass} activeProps={{ className: activeClass }}>
        {t('nav.hours')}
      </Link>
    </nav>
  );
}
