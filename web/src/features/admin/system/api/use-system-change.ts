import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../../lib/api.ts';
import { notifyError } from '../../../../lib/notify-error.ts';
import { adminKey } from '../../api/admin-queries.ts';

type Options<Variables, Result> = {
  run: (variables: Variables) => Promise<Result>;
  /** The success toast's title. */
  success: string;
  /** The failure toast's title (spec §8 texts); the server's own words, which say why, are its description. */
  failure?: string;
  onDone?: (result: Result) => void;
  /** Handles an error itself (true) before the toast, e.g. the IP lock-out's 409 asks to confirm. */
  intercept?: (error: unknown, variables: Variables) => boolean;
};

/** An admin change on these pages: a toast either way, and every admin query refreshed after a success. */
export function useSystemChange<Variables, Result>({ run, success, failure, onDone, intercept }: Options<Variables, Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result) => {
      toast.success(success);
      onDone?.(result);
      await queryClient.invalidateQueries({ queryKey: adminKey });
    },
    onError: (error, variables) => {
      if (intercept?.(error, variables)) return;
      const explained = error instanceof ApiError && error.status < 500 && error.status !== 401 && error.status !== 403;
      if (failure) toast.error(failure, { description: explained ? error.message : undefined, id: 'admin-error' });
      else if (explained) toast.error(error.message, { id: 'admin-error' });
      else notifyError(error);
    },
  });
}
