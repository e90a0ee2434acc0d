import type { Role } from '../../lib/session.ts';

export type NavItem = { to: string; label: string; requiresAuth?: boolean; only?: 'desktop' | 'mobile' };

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
    // Spec §2: the desktop header has the admin's links; the phone menu has Home, lookup, dashboard and providers.
    return [
      { to: '/home', label: 'nav.home' },
      { to: '/admin/booking-lookup', label: 'nav.adminLookup', only: 'desktop' },
      { to: '/admin/dashboard', label: 'nav.dashboard', only: 'desktop' },
      { to: '/admin/providers', label: 'nav.providerReports', only: 'desktop' },
      { to: '/admin/complaints', label: 'nav.complaints', only: 'desktop' },
      { to: '/admin/transactions', label: 'nav.transactions', only: 'desktop' },
      { to: '/admin/service-approvals', label: 'nav.serviceApprovals', only: 'desktop' },
      { to: '/admin/booking-lookup', label: 'nav.adminBookingLookup', only: 'mobile' },
      { to: '/admin/dashboard', label: 'nav.adminDashboard', only: 'mobile' },
      { to: '/providers', label: 'nav.providersInfo', only: 'mobile' },
    ];
  }
  return [
    { to: '/home', label: 'nav.home' },
    { to: '/providers', label: 'nav.providersInfo' },
    { to: '/bookings', label: 'nav.myBookings', requiresAuth: true },
  ];
}
