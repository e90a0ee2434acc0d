import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { homeOf, mayOpen, sessionQuery } from './session.ts';

/**
 * After sign-in or sign-up: refresh the session, then go back where the guard found the visitor when
 * their role may open it (a same-site path: the route's search schema refused any other), else to
 * their role's own start page (issue 24: a provider's dashboard, the admin panel, /home).
 */
export function useAfterSignIn(redirect: string | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  return useCallback(async () => {
    const user = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    const role = user?.role ?? 'user';
    if (redirect && mayOpen(role, redirect)) {
      router.history.push(redirect);
      return;
    }
    await navigate({ to: homeOf(role) });
  }, [navigate, queryClient, redirect, router]);
}
