import { queryOptions } from '@tanstack/react-query';
import type { hc, InferResponseType } from 'hono/client';
import type { AppType } from '../../../../../api/app-type.ts';
import { request } from '../../../lib/api.ts';

/** Every admin query starts with this key, so signing out or an access change can drop them together. */
export const adminKey = ['admin'] as const;

type Admin = ReturnType<typeof hc<AppType>>['admin'];

/* Inferred from the server's routes (type-only, erased at build), so they never drift from its answers. */
export type AdminAccess = InferResponseType<Admin['access']['$get'], 200>;
/** What waits for an admin, today, the platform, and the figures of the range asked for (today by default). */
export type AdminOverview = InferResponseType<Admin['overview']['$get'], 200>;

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
