import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { accountKeys } from '../../../server-state/account-queries.ts';
import { bookingKeys } from '../../../server-state/bookings-queries.ts';
import { rewardsKey, type Rewards } from '../api/rewards-api.ts';

/**
 * A change to the rewards (redeem, referral): the new state replaces the cached one, and the quota
 * and profile shown elsewhere refresh. Refusals the server explains (409, 404) show its words.
 */
export function useRewardsChange<Variables>(run: (variables: Variables) => Promise<Rewards>, success: string, onDone?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (rewards) => {
      queryClient.setQueryData(rewardsKey, rewards);
      toast.success(success);
      onDone?.();
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKeys.quota }),
        queryClient.invalidateQueries({ queryKey: accountKeys.me }),
      ]);
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404 || error.code === 'invalid_request')) {
        toast.error(error.message, { id: 'api-error' });
        return;
      }
      notifyError(error);
    },
  });
}
