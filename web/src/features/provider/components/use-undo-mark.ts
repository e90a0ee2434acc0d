import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { providerApi, providerKey } from '../api/provider-api.ts';

/**
 * Undoes an attended or no-show mark (the server allows it for 5 minutes). A plain function, not a
 * mutation hook: the toast's Undo runs after the marked card has left the agenda and unmounted.
 */
export function useUndoMark() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('provider-web');
  return async (bookingId: string) => {
    try {
      await providerApi.undo(bookingId);
      toast.success(t('actions.undone'));
    } catch (error) {
      // A refusal (the 5 minutes are over) says why in the server's words.
      if (error instanceof ApiError && error.status === 409) toast.error(error.message, { id: 'api-error' });
      else notifyError(error);
    }
    await queryClient.invalidateQueries({ queryKey: providerKey });
  };
}
