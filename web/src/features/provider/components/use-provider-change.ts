import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { providerKey } from '../api/provider-api.ts';

/**
 * A change the provider makes (a booking action, a service, the week): on success the whole practice
 * refreshes and a toast confirms it; a refusal the server explains (409 "not possible now", 404, a
 * rejected input) shows the server's own words, which say why.
 */
/** A success toast, with a button (such as Undo) when the change can be taken back. */
export type ChangeToast = { message: string; action?: { label: string; onClick: () => void } };

export function useProviderChange<Variables, Result>(
  run: (variables: Variables) => Promise<Result>,
  success: string | ((result: Result, variables: Variables) => string | ChangeToast),
  onDone?: (result: Result) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async (result, variables) => {
      const said = typeof success === 'string' ? success : success(result, variables);
      if (typeof said === 'string') toast.success(said);
      else toast.success(said.message, { action: said.action, duration: said.action ? 15_000 : undefined });
      onDone?.(result);
      await queryClient.invalidateQueries({ queryKey: providerKey });
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
