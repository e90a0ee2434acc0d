import { Link, useRouterState } from '@tanstack/react-router';
import { Menu, Search, X } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/use-session.ts';
import { LiveEvents } from '../../server-state/live-events.tsx';
import { Logo } from '../../components/ui/logo.tsx';
import { navItemsFor } from './nav-items.ts';
import { NavLink } from './nav-link.tsx';
import { LanguageSwitch, NotificationsBell, ThemeMenu, UserMenu } from './header-menus.tsx';
import { ThemeChoices } from './theme-choices.tsx';
import { buttonClass } from '../../components/ui/ui.ts';
import { cn } from '../../lib/cn.ts';

// The palette (cmdk + dialog) loads on first use, keeping it out of the landing bundle.
const CommandPalette = lazy(() => import('./command-palette.tsx').then((module) => ({ default: module.CommandPalette })));

function usePaletteShortcut(open: () => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
}

const navLinkClass =
  'rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[active=true]:text-brand-700 dark:text-slate-300 dark:hover:bg-slate-800 dark:data-[active=true]:text-brand-300';

/** Pages a signed-in person has no reason to come back to. */
const noReturn = new Set(['/', '/signin', '/signup', '/quickauth', '/forgot-password', '/reset-password']);

/** The header's Sign in / Sign up come back to the page they were tapped on (a provider page, a search). */
function useReturnHere(): { redirect?: string } {
  const { pathname, href } = useRouterState({ select: (state) => state.location });
  return noReturn.has(pathname) ? {} : { redirect: href };
}

export function Header() {
  const { t } = useTranslation();
  const returnHere = useReturnHere();
  const { user } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [paletteLoaded, setPaletteLoaded] = useState(false);
  const openPalette = () => {
    setPaletteLoaded(true);
    setPaletteOpen(true);
  };
  usePaletteShortcut(openPalette);
  const items = navItemsFor(user?.role ?? null);

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:px-4 xl:max-2xl:max-w-none">
        <Logo />
        <nav aria-label={t('nav.main')} className="ml-6 hidden min-w-0 items-center gap-1 md:flex xl:max-2xl:ml-3">
          {/*
           * Below 1280 px the phone's shorter list fits beside the logo; on a laptop (1280 and up) the spec's
           * seven: the header takes the whole width there, and a long label (Hindi, Tamil) wraps onto two lines.
           */}
          {items.map((item) => (
            <NavLink
              key={item.label}
              to={item.to}
              requiresAuth={item.requiresAuth}
              className={cn(
                navLinkClass,
                'whitespace-nowrap xl:max-2xl:whitespace-normal xl:max-2xl:px-2 xl:max-2xl:text-center xl:max-2xl:leading-tight',
                item.only === 'desktop' && 'max-xl:hidden',
                item.only === 'mobile' && 'xl:hidden',
              )}
            >
              {t(item.label)}
            </NavLink>
          ))}
        </nav>
        {/* At 360 px a signed-in header holds five icon buttons beside the logo: they shrink a little there. */}
        <div className="ml-auto flex items-center gap-0.5 max-sm:[&>button]:size-9 max-sm:[&>button]:px-0 sm:gap-1">
          <button
            type="button"
            onClick={openPalette}
            className={buttonClass('ghost', 'icon')}
            aria-label={t('palette.open')}
            data-testid="palette-button"
          >
            <Search aria-hidden="true" className="h-5 w-5" />
          </button>
          <LanguageSwitch />
          {/* On a phone the header has no room for it: the theme moves into the menu. */}
          <div className="hidden sm:block">
            <ThemeMenu />
          </div>
          {user ? (
            <>
              <LiveEvents userId={user.id} />
              <NotificationsBell />
              <UserMenu user={user} />
            </>
          ) : (
            <div className="hidden items-center gap-2 sm:flex">
              <Link to="/signin" search={returnHere} className={buttonClass('ghost', 'sm')}>
                {t('nav.signIn')}
              </Link>
              <Link to="/signup" search={returnHere} className={buttonClass('primary', 'sm')}>
                {t('nav.signUp')}
              </Link>
            </div>
          )}
          <button
            type="button"
            className={buttonClass('ghost', 'icon', 'md:hidden')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label={t('nav.main')} className="border-t border-slate-200 px-4 py-3 md:hidden dark:border-slate-800">
          <ul className="space-y-1">
            {items
              .filter((item) => item.only !== 'desktop')
              .map((item) => (
                <li key={item.label}>
                  <NavLink
                    to={item.to}
                    requiresAuth={item.requiresAuth}
                    className={`${navLinkClass} block`}
                    onNavigate={() => setMenuOpen(false)}
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
          </ul>
          <ThemeChoices />
          {!user && (
            <div className="mt-3 grid grid-cols-2 gap-2">
              <Link to="/signin" search={returnHere} className={buttonClass('outline', 'md')} onClick={() => setMenuOpen(false)}>
                {t('nav.signIn')}
              </Link>
              <Link to="/signup" search={returnHere} className={buttonClass('primary', 'md')} onClick={() => setMenuOpen(false)}>
                {t('nav.signUp')}
              </Link>
            </div>
          )}
        </nav>
      )}
      {paletteLoaded && (
        <Suspense fallback={null}>
          <CommandPalette open={paletteOpen} onOpenChange={setPaletteOpen} />
        </Suspense>
      )}
    </header>
  );
}
