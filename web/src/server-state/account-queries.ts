import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** The account's query keys, in one place: the queries below and every invalidation use them. */
export const accountKeys = {
  me: ['me'] as const,
  devices: ['auth-sessions'] as const,
  phone: ['auth-account'] as const,
};

export const meQuery = () => queryOptions({ queryKey: accountKeys.me, queryFn: api.me });
