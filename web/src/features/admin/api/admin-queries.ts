import { queryOptions } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { client, json, type Api } from '../../../lib/api.ts';

/** Every admin query starts with this key, so signing out or an access change can drop them together. */
export const adminKey = ['admin'] as const;

type Admin = Api['admin'];

/* Inferred from the server's routes (type-only, erased at build), so they never drift from its answers. */
export type AdminAccess = InferResponseType<Admin['access']['$get'], 200>;
/** What waits for an admin, today, the platform, and the figures of the range asked for (today by default). */
export type AdminOverview = InferResponseType<Admin['overview']['$get'], 200>;

/** The server's gate answer for this admin from this address; refused answers carry the reason's code. */
export const adminAccessQuery = queryOptions({
  queryKey: [...adminKey, 'access'],
  queryFn: () => json(client.admin.access.$get()),
  retry: false,
  staleTime: 60_000,
});

export const adminOverviewQuery = queryOptions({
  queryKey: [...adminKey, 'overview'],
  queryFn: () => json(client.admin.overview.$get({ query: {} })),
});
