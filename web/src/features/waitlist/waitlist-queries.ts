import { queryOptions } from '@tanstack/react-query';
import { api } from '../../lib/api.ts';

export const waitlistKeys = { mine: ['waitlist'] as const };

export const myWaitlistQuery = () => queryOptions({ queryKey: waitlistKeys.mine, queryFn: api.waitlist, staleTime: 10_000 });
