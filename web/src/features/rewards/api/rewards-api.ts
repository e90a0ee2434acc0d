import { queryOptions } from '@tanstack/react-query';
import { client, json } from '../../../lib/api.ts';
import type { Rewards } from '../../../lib/api-types.ts';

export type { Rewards };

export const rewardsKey = ['rewards'] as const;

export const rewardsApi = {
  get: () => json(client.rewards.$get()),
  redeem: () => json(client.rewards.redeem.$post({ json: {} })),
  applyReferral: (code: string) => json(client.rewards.referral.$post({ json: { code } })),
};

export const rewardsQuery = () => queryOptions({ queryKey: rewardsKey, queryFn: rewardsApi.get });
