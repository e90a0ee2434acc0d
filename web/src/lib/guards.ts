import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { homeOf, sessionQuery } from './session.ts';

/** Spec §2 route guard: private pages send a signed-out visitor to /signin and remember where they were. */
export async function requireSignedIn(queryClient: QueryClient, href: string) {
  const user = await queryClient.ensureQueryData(sessionQuery);
  if (!user) throw redirect({ to: '/signin', search: { redirect: href } });
  return user;
}

/** Signed-in users on the auth pages go to their role's start page. */
export async function redirectSignedIn(queryClient: QueryClient) {
  const user = await queryClient.ensureQueryData(sessionQuery);
  if (user) throw redirect({ to: homeOf(user.role) });
}
