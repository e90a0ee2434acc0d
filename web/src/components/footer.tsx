import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Logo } from './logo.tsx';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 border-t border-slate-200 bg-white pb-24 pt-10 dark:border-slate-800 dark:bg-slate-900 md:pb-10">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.explore')}>
          <h2 className="text-sm font-semibold">{t('footer.explore')}</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-400">
            <li><Link to="/providers" className="hover:text-brand-700 dark:hover:text-brand-300">{t('nav.providers')}</Link></li>
            <li><Link to="/bookings" className="hover:text-brand-700 dark:hover:text-brand-300">{t('nav.myBookings')}</Link></li>
          </ul>
        </nav>
        <nav aria-label={t('footer.account')}>
          <h2 className="text-sm font-semibold">{t('footer.account')}</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-400">
            <li><Link to="/signin" className="hover:text-brand-700 dark:hover:text-brand-300">{t('nav.signIn')}</Link></li>
            <li><Link to="/signup" className="hover:text-brand-700 dark:hover:text-brand-300">{t('nav.signUp')}</Link></li>
          </ul>
        </nav>
      </div>
      <p className="mx-auto mt-8 max-w-6xl px-4 text-xs text-slate-600 dark:text-slate-400">{t('footer.rights', { year: new Date().getFullYear() })}</p>
    </footer>
  );
}
