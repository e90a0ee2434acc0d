import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import type { TablePage } from '../components/data-table.tsx';

/** Every admin query starts with ['admin'] (the panel drops them together on sign-out); these are the care pages'. */
export const careKey = ['admin', 'care'] as const;

export type ClientRow = { id: string; name: string; email: string; phone: string | null; city: string | null; joinedAt: string };
export type ClientFilters = { page: number; sort: 'name' | 'joined'; dir: 'asc' | 'desc'; q?: string | undefined };

/** Clients are found through the users list (role user), paged on the server. */
export function clientsQuery(filters: ClientFilters) {
  return queryOptions({
    queryKey: [...careKey, 'clients', filters],
    queryFn: () => request<TablePage<ClientRow>>('GET', '/admin/users', { query: { ...filters, role: 'user', pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });
}

export type LedgerItem = { kind: string; points: number; at: string; providerName?: string; pending?: boolean; reason?: string };
export type ClientRewards = {
  user: { id: string; name: string; email: string };
  rewards: { balance: number; lifetimePoints: number; level: { id: string }; history: LedgerItem[] };
  adjustments: { id: string; points: number; reason: string | null; adjustedBy: string | null; at: string }[];
};

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
    request<{ pause: Pause; cancelled: number }>('POST', '/admin/emergency/pauses', { body }),
  endPause: (id: string) => request<Pause>('POST', `/admin/emergency/${id}/end`, { body: {} }),
};

export type PauseScope = 'provider' | 'category_city' | 'city';
export type PauseRequest = { scope: PauseScope; providerId?: string; category?: string; city?: string; from: string; to: string };
export type Pause = {
  id: string;
  scope: PauseScope;
  provider: { id: string; name: string } | null;
  category: string | null;
  city: string | null;
  from: string;
  to: string;
  reason: string;
  cancelBookings: boolean;
  returnFreeBooking: boolean;
  createdBy: string | null;
  endedAt: string | null;
  active: boolean;
};
export type AffectedBooking = {
  id: string;
  startsAt: string;
  clientName: string;
  serviceName: string | null;
  provider: { id: string; name: string; category: string; city: string };
};

export function pausesQuery() {
  return queryOptions({
    queryKey: [...careKey, 'pauses'],
    queryFn: () => request<{ active: Pause[]; past: Pause[] }>('GET', '/admin/emergency/pauses'),
  });
}

export function pausePreviewQuery(input: PauseRequest | null) {
  return queryOptions({
    queryKey: [...careKey, 'preview', input],
    queryFn: () => request<{ bookings: AffectedBooking[] }>('GET', '/admin/emergency/preview', { query: input! }),
    enabled: input !== null,
  });
}

export type ProviderOption = { id: string; name: string; city: string; category: string };

/** Providers by name for the provider scope's picker. */
export function providerSearchQuery(q: string) {
  return queryOptions({
    queryKey: [...careKey, 'providers', q],
    queryFn: () => request<TablePage<ProviderOption>>('GET', '/admin/providers', { query: { q, pageSize: 8 } }),
    enabled: q.trim().length >= 2,
  });
}

export type AgentOverview = {
  range: { from: string; to: string };
  conversations: { channel: string; locale: string; conversations: number }[];
  bookings: { channel: string; bookings: number }[];
  turns: { model: string; outcome: string; turns: number; conversations: number; avgMs: number }[];
};
export type AgentMiss = {
  text: string;
  count: number;
  errors: number;
  lastSeen: string;
  messages: { userText: string; replyText: string; channel: string; locale: string; at: string }[];
};

export function agentOverviewQuery(range: { from?: string; to?: string }) {
  return queryOptions({
    queryKey: [...careKey, 'agents', range],
    queryFn: () => request<AgentOverview>('GET', '/admin/agents/overview', { query: range }),
  });
}

export function agentMissesQuery(range: { from?: string; to?: string }, page: number) {
  return queryOptions({
    queryKey: [...careKey, 'misses', range, page],
    queryFn: () => request<TablePage<AgentMiss>>('GET', '/admin/agents/misses', { query: { ...range, page, pageSize: 20 } }),
    placeholderData: keepPreviousData,
  });
}
