import { CalendarDays, Home, Search, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from './nav-link.tsx';

const items = [
  { to: '/home', label: 'nav.home', icon: Home },
  { to: '/providers', label: 'nav.providers', icon: Search },
  { to: '/bookings', label: 'nav.bookings', icon: CalendarDays, requiresAuth: true },
  { to: '/profile', label: 'nav.profile', icon: User, requiresAuth: true },
] as const;

/** Spec §2: small screens get a bottom bar with Home, Providers, Bookings, Profile. */
export function BottomBar() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('nav.bottomBar')} className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-900/95">
      <ul className="grid grid-cols-4">
        {items.map(({ to, label, icon: Icon, ...rest }) => (
          <li key={to}>
            <NavLink
              to={to}
              requiresAuth={'requiresAuth' in rest}
              className="flex flex-col items-center gap-0.5 py-2 text-xs font-medium text-slate-600 data-[active=true]:text-brand-700 dark:text-slate-400 dark:data-[active=true]:text-brand-300"
            >
              <Icon aria-hidden="true" className="h-5 w-5" />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
