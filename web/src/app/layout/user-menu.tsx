import { Link } from '@tanstack/react-router';
import {
  BriefcaseBusiness,
  CalendarDays,
  FileHeart,
  Gift,
  LayoutDashboard,
  LogOut,
  MessageCircle,
  MessageSquareWarning,
  Settings,
  Shield,
  User,
  Wallet,
} from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionUser } from '../../lib/session.ts';
import { useSignOut } from '../../lib/use-session.ts';
import { useTakeOverFocus } from '../../components/ui/menu-stand-in.ts';
import { buttonClass, menuContentClass, menuItemClass } from '../../components/ui/ui.ts';

const accountLinks = [
  { to: '/dashboard', label: 'nav.dashboard', icon: LayoutDashboard },
  { to: '/bookings', label: 'nav.myBookings', icon: CalendarDays },
  { to: '/profile', label: 'nav.profile', icon: User },
  { to: '/subscription', label: 'nav.subscription', icon: Wallet },
  { to: '/rewards', label: 'nav.rewards', icon: Gift },
  { to: '/health-records', label: 'nav.healthRecords', icon: FileHeart },
  { to: '/complaints', label: 'nav.complaints', icon: MessageSquareWarning },
  { to: '/ambient', label: 'nav.chat', icon: MessageCircle },
  { to: '/security', label: 'nav.settings', icon: Settings },
] as const;

/** Loaded after the first render (header-menus.tsx). */
export function UserMenu({ user, defaultOpen = false }: { user: SessionUser; defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOverFocus('user-menu', trigger);
  const signOut = useSignOut();
  const initial = (user.name || user.email).trim().charAt(0).toUpperCase();
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger
        ref={trigger}
        className={buttonClass('ghost', 'icon', 'rounded-full')}
        aria-label={t('nav.userMenu')}
        data-testid="user-menu"
      >
        <span
          aria-hidden="true"
          className="flex h-9 w-9 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white dark:bg-brand-500 dark:text-slate-950"
        >
          {initial}
        </span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={`${menuContentClass} w-64`}>
          <div className="px-3 py-2">
            <p className="truncate font-semibold" data-testid="user-email">
              {user.email}
            </p>
            <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="user-role">
              {t(`roles.${user.role}`)}
            </p>
          </div>
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          {accountLinks.map(({ to, label, icon: Icon }) => (
            <DropdownMenu.Item key={to} asChild className={menuItemClass}>
              <Link to={to}>
                <Icon aria-hidden="true" className="h-4 w-4" />
                {t(label)}
              </Link>
            </DropdownMenu.Item>
          ))}
          {user.role === 'user' && (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to="/become-provider" data-testid="become-provider">
                <BriefcaseBusiness aria-hidden="true" className="h-4 w-4" />
                {t('nav.becomeProvider')}
              </Link>
            </DropdownMenu.Item>
          )}
          {user.role === 'admin' && (
            <DropdownMenu.Item asChild className={menuItemClass}>
              <Link to={'/admin/dashboard' as '/'}>
                <Shield aria-hidden="true" className="h-4 w-4" />
                {t('nav.admin')}
              </Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Separator className="my-1 h-px bg-slate-200 dark:bg-slate-700" />
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void signOut()} data-testid="sign-out">
            <LogOut aria-hidden="true" className="h-4 w-4" />
            {t('nav.signOut')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
