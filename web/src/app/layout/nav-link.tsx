import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useSession } from '../../lib/use-session.ts';

type Props = { to: string; requiresAuth?: boolean | undefined; className?: string; children: ReactNode; onNavigate?: () => void };

/** A nav link; a private one asks a signed-out visitor to sign in first (spec §2 "My Bookings"). */
export function NavLink({ to, requiresAuth, className, children, onNavigate }: Props) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return (
    <Link
      // Provider and admin pages are built by later issues, so these targets are plain strings.
      to={to as '/'}
      className={className}
      activeProps={{ 'aria-current': 'page', 'data-active': 'true' }}
      onClick={(event) => {
        onNavigate?.();
        if (!requiresAuth || user) return;
        event.preventDefault();
        toast(t('toast.signInForBookings'), { description: t('toast.signInForBookingsBody') });
        void navigate({ to: '/signin', search: { redirect: to } });
      }}
    >
      {children}
    </Link>
  );
}
