import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { client, json, type Api } from '../../../../lib/api.ts';
import { adminKey } from '../../api/admin-queries.ts';

/** Every query of the people pages starts with this key: one invalidation after a change refreshes them all. */
export const peopleKey = [...adminKey, 'people'] as const;

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

const pageSize = '20';

export function usersQuery(filters: UserFilters) {
  return queryOptions({
    queryKey: [...peopleKey, 'users', filters],
    queryFn: () => json(client.admin.users.$get({ query: { ...filters, page: String(filters.page), pageSize } })),
    placeholderData: keepPreviousData,
  });
}

export function userQuery(userId: string) {
  return queryOptions({
    queryKey: [...peopleKey, 'user', userId],
    queryFn: () => json(client.admin.users[':id'].$get({ param: { id: encodeURIComponent(userId) } })),
  });
}

export function providersQuery(filters: ProviderFilters) {
  return queryOptions({
    queryKey: [...peopleKey, 'providers', filters],
    queryFn: () => json(client.admin.providers.$get({ query: { ...filters, page: String(filters.page), pageSize } })),
    placeholderData: keepPreviousData,
  });
}

export const pendingRoleRequestsQuery = queryOptions({
  queryKey: [...peopleKey, 'role-requests', 'pending'],
  queryFn: () => json(client.admin['role-requests'].$get({ query: { status: 'pending' } })),
});

export const pendingServicesQuery = queryOptions({
  queryKey: [...peopleKey, 'services', 'pending'],
  queryFn: () => json(client.admin.services.$get({ query: { approval: 'pending' } })),
});

export const pendingProviderNamesQuery = queryOptions({
  queryKey: [...peopleKey, 'provider-names', 'pending'],
  queryFn: () => json(client.admin['provider-names'].$get()),
});

const users = client.admin.users[':id'];
const providers = client.admin.providers[':id'];
/** A user's id in the path, encoded as before (better-auth ids are opaque text). */
const user = (id: string) => ({ param: { id: encodeURIComponent(id) } });

/** The changes an admin makes on these pages; each carries the reason the server records. */
export const peopleApi = {
  changeRole: ({ id, role, reason }: { id: string; role: Role; reason: string }) =>
    json(users.role.$post({ ...user(id), json: { role, reason } })),
  deactivate: ({ id, reason }: { id: string; reason: string }) => json(users.deactivate.$post({ ...user(id), json: { reason } })),
  reactivate: ({ id, reason }: { id: string; reason: string }) => json(users.reactivate.$post({ ...user(id), json: { reason } })),
  changePlan: ({ id, tier, reason }: { id: string; tier: Tier; reason: string }) =>
    json(users.plan.$post({ ...user(id), json: { tier, reason } })),
  resetFreeBookings: ({ id, reason }: { id: string; reason: string }) =>
    json(users['reset-free-bookings'].$post({ ...user(id), json: { reason } })),
  liftNoShowBlock: ({ id, reason }: { id: string; reason: string }) =>
    json(users['lift-no-show-block'].$post({ ...user(id), json: { reason } })),
  verifyProvider: ({ id, reason }: { id: string; reason?: string }) =>
    json(providers.verify.$post({ param: { id }, json: reason ? { reason } : {} })),
  suspendProvider: ({ id, reason, futureBookings }: { id: string; reason: string; futureBookings: 'keep' | 'cancel' }) =>
    json(providers.suspend.$post({ param: { id }, json: { reason, futureBookings } })),
  reinstateProvider: ({ id, reason }: { id: string; reason: string }) =>
    json(providers.reinstate.$post({ param: { id }, json: { reason } })),
  approveRoleRequest: ({ id }: { id: string }) => json(client.admin['role-requests'][':id'].approve.$post({ param: { id }, json: {} })),
  rejectRoleRequest: ({ id, reason }: { id: string; reason: string }) =>
    json(client.admin['role-requests'][':id'].reject.$post({ param: { id }, json: { reason } })),
  approveService: ({ id }: { id: string }) => json(client.admin.services[':id'].approve.$post({ param: { id }, json: {} })),
  rejectService: ({ id, reason }: { id: string; reason: string }) =>
    json(client.admin.services[':id'].reject.$post({ param: { id }, json: { reason } })),
  approveProviderName: ({ id }: { id: string }) => json(client.admin['provider-names'][':id'].approve.$post({ param: { id }, json: {} })),
  rejectProviderName: ({ id, reason }: { id: string; reason: string }) =>
    json(client.admin['provider-names'][':id'].reject.$post({ param: { id }, json: { reason } })),
};
