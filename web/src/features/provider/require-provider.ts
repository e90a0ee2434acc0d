import type { QueryClient } from '@tanstack/react-query';
import { redirect } from '@tanstack/react-router';
import { sessionQuery, type SessionUser } from '../../lib/session.ts';

/**
 * Spec §2 route guard for provider pages: a signed-in user of another role goes home, where the page
 * says why and offers the join page (issue 24; `?notFor=provider`). The session
 * the app cached may predate a role change (an applicant approved while their page was open), so a
 * non-provider is checked with the server once before being turned away; the fresh answer replaces
 * the cached one, and the header follows.
 */
export async function requireProvider(queryClient: QueryClient, user: SessionUser) {
  if (user.role === 'provider') return;
  const fresh = await queryClient.fetchQuery({ ...sessionQuery, staleTime: 0 });
  if (fresh?.role !== 'provider') throw redirect({ to: '/home', search: { notFor: 'provider' } });
}
