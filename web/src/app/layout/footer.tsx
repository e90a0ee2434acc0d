import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session.ts';
import { Logo } from '../../components/ui/logo.tsx';

const linkClass = 'hover:text-brand-700 dark:hover:text-brand-300';

/** Signed in: the account's own pages; signed out: the way in. */
function AccountLinks() {
  const { t } = useTranslation();
  const { user } = useSession();
  const links = user
    ? ([
        ['/profile', 'nav.profile'],
        ['/subscription', 'nav.subscription'],
        ['/rewards', 'nav.rewards'],
        ['/health-records', 'nav.healthRecords'],
      ] as const)
    : ([
        ['/signin', 'nav.signIn'],
        ['/signup', 'nav.signUp'],
      ] as const);
  return (
    <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-400">
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to} className={linkClass}>
            {t(label)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function Footer() {
  const { t } = useTranslation();
  return (
    // Below the first screen: laid out only when scrolled near (content-visibility), so a page's
    // first render skips it, and its Hindi and Tamil words (the tagline) load their fonts only then.
    <footer className="mt-16 border-t [contain-intrinsic-size:auto_32rem] [content-visibility:auto] border-slate-200 bg-white pb-24 pt-10 dark:border-slate-800 dark:bg-slate-900 md:pb-10">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 sm:grid-cols-3">
        <div className="space-y-3">
          <Logo />
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('footer.tagline')}</p>
        </div>
        <nav aria-label={t('footer.explore')}>
          <h2 className="text-sm font-semibold">{t('footer.explore')}</h2>
          <ul className="mt-3 space-y-2 text-sm text-slate-600 dark:text-slate-400">
            <li>
              <Link to="/providers" className={linkClass}>
                {t('nav.providers')}
              </Link>
            </li>
            <li>
              <Link to="/bookings" className={linkClass}>
                {t('nav.myBookings')}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t('footer.account')}>
          <h2 className="text-sm font-semibold">{t('footer.account')}</h2>
          <AccountLinks />
        </nav>
      </div>
      <p className="mx-auto mt-8 max-w-6xl px-4 text-xs text-slate-600 dark:text-slate-400">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
