import { redirect } from '@tanstack/react-router';
import type { SessionUser } from '../../lib/session.ts';

/** Spec §2 route guard for provider pages: a signed-in user of another role goes home. */
export function requireProvider(user: SessionUser) {
  if (user.role !== 'provider') throw redirect({ to: '/home' });
}
