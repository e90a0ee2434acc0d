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

/** Signs out, drops everything of the user from the cache, toasts and goes to `/` (the admin panel says just 'Signed out'). */
export function useSignOut(toastText?: { title: string; description?: string }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const title = toastText?.title;
  const description = toastText?.description;
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
    if (title) toast.success(title, { description });
    else toast.success(t('toast.signedOut'), { description: t('toast.signedOutBody') });
    await navigate({ to: '/' });
  }, [navigate, queryClient, t, title, description]);
}
