import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { sessionQuery } from './session.ts';

export function useSession() {
  const { data, isPending } = useQuery(sessionQuery);
  return { user: data ?? null, isPending };
}

export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  return useCallback(async () => {
    // Loaded on demand: the better-auth client stays out of the landing bundle.
    const { authClient } = await import('./auth-client.ts');
    const { error } = await authClient.signOut();
    if (error) {
      toast.error(t('toast.signOutFailed'), { description: t('toast.signOutFailedBody') });
      return;
    }
    // Nothing of the previous user may stay on screen.
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'categories' });
    queryClient.setQueryData(sessionQuery.queryKey, null);
    toast.success(t('toast.signedOut'), { description: t('toast.signedOutBody') });
    await navigate({ to: '/' });
  }, [navigate, queryClient, t]);
}
