import { CalendarDays, Home, Search, User } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { NavLink } from './nav-link.tsx';

// Short labels: four of them share a 360 px bar with the Mitra button (Tamil words run long).
const items = [
  { to: '/home', label: 'nav.bar.home', icon: Home },
  { to: '/providers', label: 'nav.bar.providers', icon: Search },
  { to: '/bookings', label: 'nav.bar.bookings', icon: CalendarDays, requiresAuth: true },
  { to: '/profile', label: 'nav.bar.profile', icon: User, requiresAuth: true },
] as const;

const linkClass =
  'flex h-full flex-col items-center gap-0.5 px-0.5 py-2 text-center text-[0.6875rem] font-medium leading-tight text-slate-600 [overflow-wrap:anywhere] data-[active=true]:text-brand-700 dark:text-slate-400 dark:data-[active=true]:text-brand-300';

/**
 * Spec §2: small screens get a bottom bar with Home, Providers, Bookings, Profile. The middle column
 * is left free for the floating Mitra button (chat-widget.tsx), which docks there on phones.
 */
export function BottomBar() {
  const { t } = useTranslation();
  const [first, second, ...rest] = items;
  return (
    <nav
      aria-label={t('nav.bottomBar')}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden dark:border-slate-800 dark:bg-slate-900/95"
    >
      <ul className="grid grid-cols-[repeat(2,minmax(0,1fr))_3.5rem_repeat(2,minmax(0,1fr))]">
        {[first, second, null, ...rest].map((item) =>
          item === null ? (
            <li key="mitra" aria-hidden="true" />
          ) : (
            <li key={item.to} className="min-w-0">
              <NavLink to={item.to} requiresAuth={'requiresAuth' in item} className={linkClass}>
                <item.icon aria-hidden="true" className="h-5 w-5 flex-none" />
                {t(item.label)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
