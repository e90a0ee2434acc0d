import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { client, json, type Api } from '../../../lib/api.ts';

/** Every admin query starts with ['admin'] (the panel drops them together on sign-out); these are the care pages'. */
export const careKey = ['admin', 'care'] as const;

type Admin = Api['admin'];
type Answer<Endpoint> = InferResponseType<Endpoint, 200>;

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
    queryFn: () => json(client.admin.users.$get({ query: { ...filters, page: String(filters.page), role: 'user', pageSize: '10' } })),
    placeholderData: keepPreviousData,
  });
}

export function clientRewardsQuery(userId: string) {
  return queryOptions({
    queryKey: [...careKey, 'rewards', userId],
    queryFn: () => json(client.admin.rewards[':id'].$get({ param: { id: encodeURIComponent(userId) } })),
  });
}

export const careApi = {
  adjust: (userId: string, body: Adjustment) =>
    json(client.admin.rewards[':id'].adjustments.$post({ param: { id: encodeURIComponent(userId) }, json: body })),
  createPause: (body: NewPause) => json(client.admin.emergency.pauses.$post({ json: body })),
  endPause: (id: string) => json(client.admin.emergency[':id'].end.$post({ param: { id } })),
};

type Adjustment = InferRequestType<Admin['rewards'][':id']['adjustments']['$post']>['json'];
type NewPause = InferRequestType<Admin['emergency']['pauses']['$post']>['json'];
/** A pause's scope and period, as the preview reads it (and the new pause repeats it). */
export type PauseRequest = InferRequestType<Admin['emergency']['preview']['$get']>['query'];

export function pausesQuery() {
  return queryOptions({
    queryKey: [...careKey, 'pauses'],
    queryFn: () => json(client.admin.emergency.pauses.$get()),
  });
}

export function pausePreviewQuery(input: PauseRequest | null) {
  return queryOptions({
    queryKey: [...careKey, 'preview', input],
    queryFn: () => json(client.admin.emergency.preview.$get({ query: input! })),
    enabled: input !== null,
  });
}

/** Providers by name for the provider scope's picker. */
export function providerSearchQuery(q: string) {
  return queryOptions({
    queryKey: [...careKey, 'providers', q],
    queryFn: () => json(client.admin.providers.$get({ query: { q, pageSize: '8' } })),
    enabled: q.trim().length >= 2,
  });
}

export function agentOverviewQuery(range: { from?: string; to?: string }) {
  return queryOptions({
    queryKey: [...careKey, 'agents', range],
    queryFn: () => json(client.admin.agents.overview.$get({ query: range })),
  });
}

export function agentMissesQuery(range: { from?: string; to?: string }, page: number) {
  return queryOptions({
    queryKey: [...careKey, 'misses', range, page],
    queryFn: () => json(client.admin.agents.misses.$get({ query: { ...range, page: String(page), pageSize: '20' } })),
    placeholderData: keepPreviousData,
  });
}
