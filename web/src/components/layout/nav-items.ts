import type { Role } from '../../lib/session.ts';

export type NavItem = { to: string; label: string; requiresAuth?: boolean };

/** Spec §2 header navigation per role; provider and admin pages arrive with their own issues. */
export function navItemsFor(role: Role | null): NavItem[] {
  if (role === 'provider') {
    return [
      { to: '/home', label: 'nav.home' },
      { to: '/provider-dashboard', label: 'nav.dashboard' },
      { to: '/add-service', label: 'nav.addService' },
      { to: '/bookings', label: 'nav.manageBookings', requiresAuth: true },
      { to: '/providers', label: 'nav.providersInfo' },
    ];
  }
  if (role === 'admin') {
    return [
      { to: '/home', label: 'nav.home' },
      { to: '/admin/dashboard', label: 'nav.dashboard' },
      { to: '/providers', label: 'nav.providersInfo' },
    ];
  }
  return [
    { to: '/home', label: 'nav.home' },
    { to: '/providers', label: 'nav.providersInfo' },
    { to: '/bookings', label: 'nav.myBookings', requiresAuth: true },
  ];
}
