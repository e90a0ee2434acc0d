import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { hc, InferResponseType } from 'hono/client';
import type { AppType } from '../../../../../api/app-type.ts';
import { request } from '../../../lib/api.ts';

/** Every admin query starts with ['admin'] (the panel drops them together on sign-out); these are the care pages'. */
export const careKey = ['admin', 'care'] as const;

type Admin = ReturnType<typeof hc<AppType>>['admin'];
type Answer<Endpoint> = InferResponseType<Endpoint, 200>;
type Created<Endpoint> = InferResponseType<Endpoint, 201>;

/*
 * The shapes are inferred from the server's routes (type-only, erased at build), so they never
 * drift from what the server answers.
 */
export type ClientPage = Answer<Admin['users']['$get']>;
export type ClientRow = ClientPage['items'][number];
export type ClientRewards = Answer<Admin['rewards'][':id']['$get']>;
export type LedgerItem = ClientRewards['rewards']['history'][number];
type PauseList = Answer<Admin['emergency']['pauses']['$get']>;
export type Pause = PauseList['active'][number];
export type PauseScope = Pause['scope'];
type CreatedPause = Created<Admin['emergency']['pauses']['$post']>;
type PausePreview = Answer<Admin['emergency']['preview']['$get']>;
export type AffectedBooking = PausePreview['bookings'][number];
type ProviderPage = Answer<Admin['providers']['$get']>;
/** A provider as the admin list answers it; the picker shows its name, city and category. */
export type ProviderOption = ProviderPage['items'][number];
export type AgentOverview = Answer<Admin['agents']['overview']['$get']>;
type AgentMissPage = Answer<Admin['agents']['misses']['$get']>;
export type AgentMiss = AgentMissPage['items'][number];

export type ClientFilters = { page: number; sort: 'name' | 'joined'; dir: 'asc' | 'desc'; q?: string | undefined };

/** Clients are found through the users list (role user), paged on the server. */
export function clientsQuery(filters: ClientFilters) {
  return queryOptions({
    queryKey: [...careKey, 'clients', filters],
    queryFn: () => request<ClientPage>('GET', '/admin/users', { query: { ...filters, role: 'user', pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });
}

export function clientRewardsQuery(userId: string) {
  return queryOptions({
    queryKey: [...careKey, 'rewards', userId],
    queryFn: () => request<ClientRewards>('GET', `/admin/rewards/${encodeURIComponent(userId)}`),
  });
}

export const careApi = {
  adjust: (userId: string, body: { points: number; reason: string }) =>
    request<ClientRewards>('POST', `/admin/rewards/${encodeURIComponent(userId)}/adjustments`, { body }),
  createPause: (body: PauseRequest & { reason: string; cancelBookings: boolean; returnFreeBooking: boolean }) =>
    request<CreatedPause>('POST', '/admin/emergency/pauses', { body }),
  endPause: (id: string) => request<Pause>('POST', `/admin/emergency/${id}/end`, { body: {} }),
};

export type PauseRequest = { scope: PauseScope; providerId?: string; category?: string; city?: string; from: string; to: string };

export function pausesQuery() {
  return queryOptions({
    queryKey: [...careKey, 'pauses'],
    queryFn: () => request<PauseList>('GET', '/admin/emergency/pauses'),
  });
}

export function pausePreviewQuery(input: PauseRequest | null) {
  return queryOptions({
    queryKey: [...careKey, 'preview', input],
    queryFn: () => request<PausePreview>('GET', '/admin/emergency/preview', { query: input! }),
    enabled: input !== null,
  });
}

/** Providers by name for the provider scope's picker. */
export function providerSearchQuery(q: string) {
  return queryOptions({
    queryKey: [...careKey, 'providers', q],
    queryFn: () => request<ProviderPage>('GET', '/admin/providers', { query: { q, pageSize: 8 } }),
    enabled: q.trim().length >= 2,
  });
}

export function agentOverviewQuery(range: { from?: string; to?: string }) {
  return queryOptions({
    queryKey: [...careKey, 'agents', range],
    queryFn: () => request<AgentOverview>('GET', '/admin/agents/overview', { query: range }),
  });
}

export function agentMissesQuery(range: { from?: string; to?: string }, page: number) {
  return queryOptions({
    queryKey: [...careKey, 'misses', range, page],
    queryFn: () => request<AgentMissPage>('GET', '/admin/agents/misses', { query: { ...range, page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
}
