import {
  Activity,
  BarChart3,
  CalendarDays,
  FileBarChart,
  Gift,
  Siren,
  ClipboardCheck,
  FileDown,
  LayoutDashboard,
  MessageSquareWarning,
  ReceiptIndianRupee,
  Search,
  Settings,
  ShieldCheck,
  Stethoscope,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export type AdminNavItem = { to: string; label: string; icon: LucideIcon; exact?: boolean };
export type AdminNavGroup = { label: string; items: AdminNavItem[] };

/**
 * Spec §2 sidebar groups. Analytics, reports, export, health, rewards & agents and the emergency hub
 * join when they exist (the admin insights issue): the sidebar never links to a missing page.
 * Service approvals and transactions, the header's links, sit under Management too.
 */
export const adminNavGroups: AdminNavGroup[] = [
  {
    label: 'sidebar.overview',
    items: [
      { to: '/admin', label: 'sidebar.dashboard', icon: LayoutDashboard, exact: true },
      { to: '/admin/analytics', label: 'sidebar.analytics', icon: BarChart3 },
      { to: '/admin/reports', label: 'sidebar.reports', icon: FileBarChart },
    ],
  },
  {
    label: 'sidebar.management',
    items: [
      { to: '/admin/users', label: 'sidebar.users', icon: Users },
      { to: '/admin/providers', label: 'sidebar.providers', icon: Stethoscope },
      { to: '/admin/service-approvals', label: 'sidebar.serviceApprovals', icon: ClipboardCheck },
      { to: '/admin/bookings', label: 'sidebar.bookings', icon: CalendarDays },
      { to: '/admin/payments', label: 'sidebar.payments', icon: Wallet },
      { to: '/admin/transactions', label: 'sidebar.transactions', icon: ReceiptIndianRupee },
      { to: '/admin/rewards', label: 'sidebar.rewardsAgents', icon: Gift },
    ],
  },
  {
    label: 'sidebar.tools',
    items: [
      { to: '/admin/booking-lookup', label: 'sidebar.bookingLookup', icon: Search },
      { to: '/admin/complaints', label: 'sidebar.complaints', icon: MessageSquareWarning },
      { to: '/admin/emergency', label: 'sidebar.emergencyHub', icon: Siren },
      { to: '/admin/export', label: 'sidebar.dataExport', icon: FileDown },
    ],
  },
  {
    label: 'sidebar.system',
    items: [
      { to: '/admin/ip-security', label: 'sidebar.ipSecurity', icon: ShieldCheck },
      { to: '/admin/health', label: 'sidebar.health', icon: Activity },
      { to: '/admin/settings', label: 'sidebar.settings', icon: Settings },
    ],
  },
];

/** Spec §2 admin header links. */
export const adminHeaderLinks = [
  { to: '/admin/booking-lookup', label: 'header.lookup' },
  { to: '/admin', label: 'header.dashboard' },
  { to: '/admin/reports', label: 'header.providerReports' },
  { to: '/admin/complaints', label: 'header.complaints' },
  { to: '/admin/transactions', label: 'header.transactions' },
  { to: '/admin/service-approvals', label: 'header.serviceApprovals' },
] as const;
