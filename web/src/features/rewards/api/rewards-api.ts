import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../lib/api.ts';
import type { Rewards } from '../../../lib/api-types.ts';

export type { Rewards };

export const rewardsKey = ['rewards'] as const;

export const rewardsApi = {
  get: () => request<Rewards>('GET', '/rewards'),
  redeem: () => request<Rewards>('POST', '/rewards/redeem', { body: {} }),
  applyReferral: (code: string) => request<Rewards>('POST', '/rewards/referral', { body: { code } }),
};

export const rewardsQuery = () => queryOptions({ queryKey: rewardsKey, queryFn: rewardsApi.get });
