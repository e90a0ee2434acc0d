import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';

/** Every admin query starts with this key, so signing out or an access change can drop them together. */
export const adminKey = ['admin'] as const;

export type AdminAccess = { email: string; name: string; ipAddress: string };

export type AdminOverview = {
  waiting: { roleRequests: number; services: number; payments: number; complaints: number; providers: number };
  today: { date: string; bookings: number; cancelled: number };
  platform: { clients: number; providers: number; bookingsUpcoming: number };
};

/** The server's gate answer for this admin from this address; refused answers carry the reason's code. */
export const adminAccessQuery = queryOptions({
  queryKey: [...adminKey, 'access'],
  queryFn: () => request<AdminAccess>('GET', '/admin/access'),
  retry: false,
  staleTime: 60_000,
});

export const adminOverviewQuery = queryOptions({
  queryKey: [...adminKey, 'overview'],
  queryFn: () => request<AdminOverview>('GET', '/admin/overview'),
});
