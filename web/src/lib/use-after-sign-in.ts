import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { sessionQuery } from './session.ts';

/** After sign-in or sign-up: refresh the session, then go back where the guard found the visitor. */
export function useAfterSignIn(redirect: string | undefined) {
  const queryClient = useQueryClient();
  const router = useRouter();
  const navigate = useNavigate();
  return useCallback(async () => {
    await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
    if (redirect) {
      router.history.push(redirect);
      return;
    }
    await navigate({ to: '/home' });
  }, [navigate, queryClient, redirect, router]);
}
