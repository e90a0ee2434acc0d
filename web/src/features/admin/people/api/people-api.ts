import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../../lib/api.ts';
import type { CategoryId } from '../../../../lib/api-types.ts';
import { adminKey } from '../../api/admin-queries.ts';

/** Every query of the people pages starts with this key: one invalidation after a change refreshes them all. */
export const peopleKey = [...adminKey, 'people'] as const;

export type Role = 'user' | 'provider' | 'admin';
export type Tier = 'free' | 'pro' | 'enterprise';
export type Verification = 'pending' | 'verified' | 'suspended';
export type Page<Row> = { items: Row[]; total: number; page: number; pageSize: number };

export type UserRow = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: Role;
  active: boolean;
  tier: Tier;
  city: string | null;
  joinedAt: string;
};

export type UserDetail = UserRow & {
  planEndsAt: string | null;
  freeBookingsUsed: number;
  freeBookingLimit: number;
  locale: string;
  provider: { id: string; verification: Verification } | null;
  bookings: {
    id: string;
    status: string;
    startsAt: string;
    channel: string;
    amountPaise: number;
    provider: { id: string; name: string };
    serviceName: string | null;
  }[];
  messages: { id: string; role: 'user' | 'assistant'; content: string; channel: string; createdAt: string }[];
  notifications: { id: string; title: string; message: string; type: string; readAt: string | null; createdAt: string }[];
};

export type UserFilters = {
  q?: string;
  role?: Role;
  tier?: Tier;
  active?: 'true' | 'false';
  city?: string;
  joinedFrom?: string;
  joinedTo?: string;
  sort: 'name' | 'email' | 'joined' | 'role';
  dir: 'asc' | 'desc';
  page: number;
};

export type ProviderRow = {
  id: string;
  userId: string;
  name: string;
  email: string;
  phone: string | null;
  category: CategoryId;
  specialty: string | null;
  city: string;
  area: string | null;
  verification: Verification;
  ratingAvg: number;
  ratingCount: number;
  upcomingBookings: number;
  joinedAt: string;
};

export type ProviderPage = Page<ProviderRow> & { counts: Record<Verification, number> };

export type ProviderFilters = {
  verification: Verification;
  q?: string;
  city?: string;
  category?: CategoryId;
  sort: 'name' | 'city' | 'rating' | 'joined' | 'upcoming';
  dir: 'asc' | 'desc';
  page: number;
};

export type RoleRequest = {
  id: string;
  status: 'pending' | 'approved' | 'rejected';
  decisionReason: string | null;
  createdAt: string;
  reviewedAt: string | null;
  newRole: string;
  reason: string;
  user: { id: string; name: string; email: string };
  provider: { id: string; name: string; category: CategoryId; specialty: string | null; city: string; area: string | null } | null;
};

export type PendingService = {
  id: string;
  name: string;
  description: string | null;
  durationMinutes: number;
  pricePaise: number;
  approval: 'pending' | 'approved' | 'rejected';
  isActive: boolean;
  updatedAt: string;
  provider: { id: string; name: string; city: string };
};

const pageSize = 20;

export function usersQuery(filters: UserFilters) {
  return queryOptions({
    queryKey: [...peopleKey, 'users', filters],
    queryFn: () => request<Page<UserRow>>('GET', '/admin/users', { query: { ...filters, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export function userQuery(userId: string) {
  return queryOptions({
    queryKey: [...peopleKey, 'user', userId],
    queryFn: () => request<UserDetail>('GET', `/admin/users/${encodeURIComponent(userId)}`),
  });
}

export function providersQuery(filters: ProviderFilters) {
  return queryOptions({
    queryKey: [...peopleKey, 'providers', filters],
    queryFn: () => request<ProviderPage>('GET', '/admin/providers', { query: { ...filters, pageSize } }),
    placeholderData: keepPreviousData,
  });
}

export const pendingRoleRequestsQuery = queryOptions({
  queryKey: [...peopleKey, 'role-requests', 'pending'],
  queryFn: () => request<RoleRequest[]>('GET', '/admin/role-requests', { query: { status: 'pending' } }),
});

export const pendingServicesQuery = queryOptions({
  queryKey: [...peopleKey, 'services', 'pending'],
  queryFn: () => request<PendingService[]>('GET', '/admin/services', { query: { approval: 'pending' } }),
});

const post = <T>(path: string, body: unknown) => request<T>('POST', path, { body });
const userPath = (id: string, action: string) => `/admin/users/${encodeURIComponent(id)}/${action}`;

/** The changes an admin makes on these pages; each carries the reason the server records. */
export const peopleApi = {
  changeRole: ({ id, role, reason }: { id: string; role: Role; reason: string }) =>
    post<UserDetail>(userPath(id, 'role'), { role, reason }),
  deactivate: ({ id, reason }: { id: string; reason: string }) => post<UserDetail>(userPath(id, 'deactivate'), { reason }),
  reactivate: ({ id, reason }: { id: string; reason: string }) => post<UserDetail>(userPath(id, 'reactivate'), { reason }),
  changePlan: ({ id, tier, reason }: { id: string; tier: Tier; reason: string }) =>
    post<UserDetail>(userPath(id, 'plan'), { tier, reason }),
  resetFreeBookings: ({ id, reason }: { id: string; reason: string }) => post<UserDetail>(userPath(id, 'reset-free-bookings'), { reason }),
  verifyProvider: ({ id, reason }: { id: string; reason?: string }) =>
    post<ProviderRow>(`/admin/providers/${id}/verify`, reason ? { reason } : {}),
  suspendProvider: ({ id, reason, futureBookings }: { id: string; reason: string; futureBookings: 'keep' | 'cancel' }) =>
    post<ProviderRow>(`/admin/providers/${id}/suspend`, { reason, futureBookings }),
  reinstateProvider: ({ id, reason }: { id: string; reason: string }) => post<ProviderRow>(`/admin/providers/${id}/reinstate`, { reason }),
  approveRoleRequest: ({ id }: { id: string }) => post<RoleRequest>(`/admin/role-requests/${id}/approve`, {}),
  rejectRoleRequest: ({ id, reason }: { id: string; reason: string }) => post<RoleRequest>(`/admin/role-requests/${id}/reject`, { reason }),
  approveService: ({ id }: { id: string }) => post<PendingService>(`/admin/services/${id}/approve`, {}),
  rejectService: ({ id, reason }: { id: string; reason: string }) => post<PendingService>(`/admin/services/${id}/reject`, { reason }),
};
