import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../../lib/api.ts';
import { notifyError } from '../../../../lib/notify-error.ts';
import { peopleKey } from '../api/people-api.ts';

/**
 * One admin change: on success a toast says what was done, the dialog closes (`onDone`) and every
 * people list refreshes; a refusal the server explains (409, 404, an invalid reason) shows the
 * server's own words, which say why; anything else the app's usual error toast.
 */
export function useAdminChange<Variables, Result>(
  run: (variables: Variables) => Promise<Result>,
  success: string | ((result: Result) => string),
  onDone?: (result: Result) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      toast.success(typeof success === 'string' ? success : success(result));
      onDone?.(result);
      await queryClient.invalidateQueries({ queryKey: peopleKey });
    },
    onError: (error) => {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404 || error.code === 'invalid_request')) {
        toast.error(error.message, { id: 'admin-change-error' });
        return;
      }
      notifyError(error);
    },
  });
}
