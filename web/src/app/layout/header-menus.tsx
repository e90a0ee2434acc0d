import { Bell, Languages } from 'lucide-react';
import { lazy, Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { languages } from '../../lib/i18n.ts';
import type { SessionUser } from '../../lib/session.ts';
import { useTheme } from '../../lib/theme.ts';
import { standInFocused, themeIcons } from '../../components/ui/menu-stand-in.ts';
import { buttonClass } from '../../components/ui/ui.ts';

/**
 * The header's menus (Radix menus and popovers with their positioning, some 25 KB gzipped) are not
 * needed to show a page: each stands as a plain button of the same look until its code is in. A menu's
 * code loads when the button is wanted — the mouse comes over it, it takes the focus, or it is pressed —
 * and the menu then opens as if the press had reached it. Only the notifications bell loads once the
 * browser is idle, because its live button shows the unread count.
 */
type MenuProps = { defaultOpen?: boolean };
type Loader<P> = () => Promise<{ default: ComponentType<P & MenuProps> }>;

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

/** A menu's code, loaded at most once; once in, every later header shows the live menu at once. */
type LiveMenu<P> = { Component: LazyExoticComponent<ComponentType<P & MenuProps>>; loaded: boolean };

function liveMenu<P>(load: Loader<P>): LiveMenu<P> {
  const menu: LiveMenu<P> = {
    loaded: false,
    Component: lazy(() =>
      load().then((module) => {
        menu.loaded = true;
        return module;
      }),
    ),
  };
  return menu;
}

function useWanted(loaded: boolean, onIdle: boolean) {
  const [wanted, setWanted] = useState(loaded);
  useEffect(() => {
    if (!onIdle) return;
    let current = true;
    void firstIdle().then(() => current && setWanted(true));
    return () => {
      current = false;
    };
  }, [onIdle]);
  return [wanted, () => setWanted(true)] as const;
}

type StandIn = { testId: string; label: string; className: string; haspopup: 'menu' | 'dialog'; content: ReactElement };

function Deferred<P extends object>({
  menu,
  props,
  standIn,
  onIdle = false,
}: {
  menu: LiveMenu<P>;
  props: P;
  standIn: StandIn;
  onIdle?: boolean;
}) {
  const [wanted, want] = useWanted(menu.loaded, onIdle);
  const [pressed, setPressed] = useState(false);
  const press = () => {
    setPressed(true);
    want();
  };
  const button = (
    <button
      type="button"
      className={standIn.className}
      aria-label={standIn.label}
      aria-haspopup={standIn.haspopup}
      aria-expanded={false}
      data-testid={standIn.testId}
      // Radix menus open on the pointer going down, so the stand-in does too: a press that starts
      // here while the code arrives still opens the menu. Enter and Space come as a click.
      onPointerDown={(event) => event.button === 0 && press()}
      onClick={press}
      onPointerEnter={(event) => event.pointerType === 'mouse' && want()}
      onFocus={() => {
        standInFocused(standIn.testId);
        want();
      }}
      onBlur={() => standInFocused(undefined)}
    >
      {standIn.content}
    </button>
  );
  if (!wanted) return button;
  const Menu = menu.Component;
  return (
    <Suspense fallback={button}>
      <Menu {...props} defaultOpen={pressed} />
    </Suspense>
  );
}

const themeMenu = liveMenu<object>(() => import('./theme-menu.tsx').then((module) => ({ default: module.ThemeMenu })));
const languageMenu = liveMenu<object>(() => import('./language-switch.tsx').then((module) => ({ default: module.LanguageSwitch })));
const userMenu = liveMenu<{ user: SessionUser }>(() => import('./user-menu.tsx').then((module) => ({ default: module.UserMenu })));
const notifications = liveMenu<object>(() =>
  import('../../features/notifications/index.ts').then((module) => ({ default: module.NotificationsBell })),
);

export function ThemeMenu() {
  const { t } = useTranslation();
  const [theme] = useTheme();
  const Icon = themeIcons[theme];
  return (
    <Deferred
      menu={themeMenu}
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
      menu={languageMenu}
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
      menu={userMenu}
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
      menu={notifications}
      onIdle
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
