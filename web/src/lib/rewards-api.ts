import type { RewardsView } from '../../../api/services/rewards/rewards.ts';
import { request } from './api.ts';

export type Rewards = RewardsView;

export const rewardsKey = ['rewards'] as const;

export const rewardsApi = {
  get: () => request<Rewards>('GET', '/rewards'),
  redeem: () => request<Rewards>('POST', '/rewards/redeem', { body: {} }),
  applyReferral: (code: string) => request<Rewards>('POST', '/rewards/referral', { body: { code } }),
};
