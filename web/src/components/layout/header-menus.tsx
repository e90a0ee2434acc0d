import { Bell, Languages } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../../lib/i18n.ts';
import type { SessionUser } from '../../lib/session.ts';
import { useTheme } from '../../lib/theme.ts';
import { standInFocused, themeIcons } from './menu-stand-in.ts';
import { buttonClass } from '../ui/ui.ts';

/**
 * The header's menus (Radix menus and popovers with their positioning, some 25 KB gzipped) are not
 * needed to show a page: each stands as a plain button of the same look until its code is in. The
 * code loads once the browser is idle after the first render, or at once when the button is pressed
 * before then; the menu then opens as if the press had reached it.
 */
type MenuProps = { defaultOpen?: boolean };

const idleTimeoutMs = 2000;
let idle: Promise<void> | undefined;

/** Resolves once, the first time the browser is idle (or after 2 s), for every menu together. */
function firstIdle() {
  idle ??= new Promise((resolve) => {
    if ('requestIdleCallback' in window) requestIdleCallback(() => resolve(), { timeout: idleTimeoutMs });
    else setTimeout(resolve, 200);
  });
  return idle;
}

function useIdle() {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => {
    let current = true;
    void firstIdle().then(() => current && setIdle(true));
    return () => {
      current = false;
    };
  }, []);
  return isIdle;
}

type StandIn = { testId: string; label: string; className: string; haspopup: 'menu' | 'dialog'; content: ReactElement };

function Deferred<P extends object>({
  menu: Menu,
  props,
  standIn,
}: {
  menu: LazyExoticComponent<ComponentType<P & MenuProps>>;
  props: P;
  standIn: StandIn;
}) {
  const isIdle = useIdle();
  const [pressed, setPressed] = useState(false);
  const button = (
    <button
      type="button"
      className={standIn.className}
      aria-label={standIn.label}
      aria-haspopup={standIn.haspopup}
      aria-expanded={false}
      data-testid={standIn.testId}
      onClick={() => setPressed(true)}
      onFocus={() => standInFocused(standIn.testId)}
      onBlur={() => standInFocused(undefined)}
    >
      {standIn.content}
    </button>
  );
  if (!isIdle && !pressed) return button;
  return (
    <Suspense fallback={button}>
      <Menu {...props} defaultOpen={pressed} />
    </Suspense>
  );
}

const ThemeMenuLive = lazy(() => import('./theme-menu.tsx').then((module) => ({ default: module.ThemeMenu })));
const LanguageMenuLive = lazy(() => import('./language-switch.tsx').then((module) => ({ default: module.LanguageSwitch })));
const UserMenuLive = lazy(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));
const NotificationsLive = lazy(() =>
  import('../../features/notifications/notifications-bell.tsx').then((module) => ({ default: module.NotificationsBell })),
);

export function ThemeMenu() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  const Icon = themeIcons[theme];
  return (
    <Deferred
      menu={ThemeMenuLive}
      props={{}}
      standIn={{
        testId: 'theme-menu',
        label: t('theme.label'),
        className: buttonClass('ghost', 'icon'),
        haspopup: 'menu',
        content: <Icon aria-hidden="true" className="h-5 w-5" />,
      }}
    />
  );
}

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const current = languages.find((language) => language.code === i18n.language) ?? languages[0];
  const content = (
    <>
      <Languages aria-hidden="true" className="h-4 w-4" />
      <span className="hidden sm:inline">{current.label}</span>
    </>
  );
  return (
    <Deferred
      menu={LanguageMenuLive}
      props={{}}
      standIn={{
        testId: 'language-switch',
        label: `${t('language.label')}: ${current.label}`,
        className: buttonClass('ghost', 'sm'),
        haspopup: 'menu',
        content,
      }}
    />
  );
}

export function UserMenu({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();
  const content = (
    <span
      aria-hidden="true"
      className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-500 dark:text-slate-950"
    >
      {initial}
    </span>
  );
  return (
    <Deferred
      menu={UserMenuLive}
      props={{ user }}
      standIn={{
        testId: 'user-menu',
        label: t('nav.userMenu'),
        className: buttonClass('ghost', 'icon', 'rounded-full'),
        haspopup: 'menu',
        content,
      }}
    />
  );
}

export function NotificationsBell() {
  const { t } = useTranslation();
  return (
    <Deferred
      menu={NotificationsLive}
      props={{}}
      standIn={{
        testId: 'notifications-bell',
        label: t('notifications.open'),
        className: buttonClass('ghost', 'icon', 'relative'),
        haspopup: 'dialog',
        content: <Bell aria-hidden="true" className="h-5 w-5" />,
      }}
    />
  );
}
