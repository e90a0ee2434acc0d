import { Link } from '@tanstack/react-router';
import { Home, LogOut, PanelLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch, NotificationsBell, ThemeMenu } from '../layout/header-menus.tsx';
import { buttonClass } from '../../components/ui/ui.ts';
import { useSignOut } from '../../lib/use-session.ts';
import { LiveEvents } from '../../server-state/live-events.tsx';
import { adminHeaderLinks } from './admin-nav.ts';
import type { SidebarState } from './use-sidebar.ts';

const headerLinkClass =
  'rounded-lg px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[status=active]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:data-[status=active]:text-brand-300';

/** Spec §2 admin header: the sidebar toggle, the header links, the bell with the real unread count, the e-mail, an Admin badge, Sign Out. */
export function AdminHeader({ sidebar, user }: { sidebar: SidebarState; user: { id: string; email: string } }) {
  const { t } = useTranslation('admin');
  const signOut = useSignOut({ title: t('header.signedOut') });
  return (
    <header className="sticky top-0 z-40 flex h-14 items-center gap-1 border-b border-slate-200 bg-white/90 px-2 backdrop-blur sm:gap-2 sm:px-3 dark:border-slate-800 dark:bg-slate-950/90">
      <button
        type="button"
        onClick={sidebar.toggle}
        className={buttonClass('ghost', 'icon', 'flex-none')}
        aria-label={t('sidebar.toggle')}
        aria-expanded={sidebar.isMobile ? sidebar.mobileOpen : sidebar.expanded}
        title={t('sidebar.toggleHint')}
        data-testid="sidebar-toggle"
      >
        <PanelLeft aria-hidden="true" className="h-5 w-5" />
      </button>
      <nav aria-label={t('header.links')} className="hidden items-center gap-0.5 whitespace-nowrap 2xl:flex">
        {adminHeaderLinks.map((link) => (
          <Link key={link.label} to={link.to as '/'} activeOptions={{ exact: true }} className={headerLinkClass}>
            {t(link.label)}
          </Link>
        ))}
      </nav>
      <div className="ml-auto flex min-w-0 items-center gap-0.5 sm:gap-1">
        <Link to="/home" className={buttonClass('ghost', 'icon', 'flex-none')} aria-label={t('header.home')}>
          <Home aria-hidden="true" className="h-5 w-5" />
        </Link>
        <LanguageSwitch />
        <div className="hidden sm:block">
          <ThemeMenu />
        </div>
        <LiveEvents userId={user.id} />
        <NotificationsBell />
        <span className="hidden max-w-48 truncate text-sm text-slate-700 lg:inline dark:text-slate-300" data-testid="admin-email">
          {user.email}
        </span>
        <span className="flex-none rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/60 dark:text-amber-100">
          {t('header.badge')}
        </span>
        <button
          type="button"
          onClick={() => void signOut()}
          className={buttonClass('ghost', 'sm', 'flex-none')}
          data-testid="admin-sign-out"
        >
          <LogOut aria-hidden="true" className="h-4 w-4" />
          <span className="hidden sm:inline">{t('header.signOut')}</span>
        </button>
      </div>
    </header>
  );
}
