import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../../lib/api.ts';
import type { hc, InferRequestType, InferResponseType } from 'hono/client';
import type { AppType } from '../../../../../../api/app-type.ts';
import { adminKey } from '../../api/admin-queries.ts';

/** Every query of the people pages starts with this key: one invalidation after a change refreshes them all. */
export const peopleKey = [...adminKey, 'people'] as const;

type Api = ReturnType<typeof hc<AppType>>;
type Admin = Api['admin'];
type Answer<Endpoint> = InferResponseType<Endpoint, 200>;

/*
 * The shapes are inferred from the server's routes (type-only, erased at build), so they never
 * drift from what the server answers.
 */
export type UserPage = Answer<Admin['users']['$get']>;
export type UserRow = UserPage['items'][number];
export type UserDetail = Answer<Admin['users'][':id']['$get']>;
export type Role = UserRow['role'];
export type Tier = UserRow['tier'];
export type ProviderPage = Answer<Admin['providers']['$get']>;
export type ProviderRow = ProviderPage['items'][number];
export type Verification = ProviderRow['verification'];
export type RoleRequest = Answer<Admin['role-requests']['$get']>[number];
export type PendingService = Answer<Admin['services']['$get']>[number];
export type PendingProviderName = Answer<Admin['provider-names']['$get']>[number];

type UserQuery = InferRequestType<Admin['users']['$get']>['query'];
type ProviderQuery = InferRequestType<Admin['providers']['$get']>['query'];
/** The tables' state as the server reads it from the query string. */
export type UserFilters = Pick<UserQuery, 'q' | 'role' | 'tier' | 'active' | 'city' | 'joinedFrom' | 'joinedTo'> & {
  sort: NonNullable<UserQuery['sort']>;
  dir: 'asc' | 'desc';
  page: number;
};
export type ProviderFilters = Pick<ProviderQuery, 'q' | 'city' | 'category'> & {
  verification: Verification;
  sort: NonNullable<ProviderQuery['sort']>;
  dir: 'asc' | 'desc';
  page: number;
};

const pageSize = 20;

export function usersQuery(filters: UserFilters) {
  return queryOptions({
    queryKey: [...peopleKey, 'users', filters],
    queryFn: () => request<UserPage>('GET', '/admin/users', { query: { ...filters, pageSize } }),
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

export const pendingProviderNamesQuery = queryOptions({
  queryKey: [...peopleKey, 'provider-names', 'pending'],
  queryFn: () => request<PendingProviderName[]>('GET', '/admin/provider-names'),
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
  approveProviderName: ({ id }: { id: string }) => post<PendingProviderName>(`/admin/provider-names/${id}/approve`, {}),
  rejectProviderName: ({ id, reason }: { id: string; reason: string }) =>
    post<PendingProviderName>(`/admin/provider-names/${id}/reject`, { reason }),
};
