import type { Role } from '../../lib/session.ts';

export type NavItem = { to: string; label: string; requiresAuth?: boolean };

/** Spec §2 header navigation per role; a provider manages bookings on the dashboard (who booked, not their own). */
export function navItemsFor(role: Role | null): NavItem[] {
  if (role === 'provider') {
    return [
      { to: '/home', label: 'nav.home' },
      { to: '/provider-dashboard', label: 'nav.dashboard' },
      { to: '/add-service', label: 'nav.addService' },
      { to: '/provider-dashboard', label: 'nav.manageBookings', requiresAuth: true },
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
