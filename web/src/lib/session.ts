import { queryOptions } from '@tanstack/react-query';
import type { Role } from '../../../db/schema/enums.ts';
import type { authClient } from './auth-client.ts';

export type { Role };

/** better-auth's get-session answer, typed by its client (type-only: the client itself is not loaded here). */
type SessionAnswer = (typeof authClient.$Infer.Session & { user: { role?: unknown } }) | null;

export type SessionUser = Pick<NonNullable<SessionAnswer>['user'], 'id' | 'email' | 'name'> & { role: Role };

/** A missing or unknown role counts as the default client role (spec §1). */
export function toRole(value: unknown): Role {
  return value === 'admin' || value === 'provider' ? value : 'user';
}

/**
 * Reads better-auth's session endpoint with a plain fetch: the shell needs only this, and the
 * better-auth client (about 12 KB gzipped) then loads with the auth pages alone.
 */
async function readSession(): Promise<SessionUser | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'include' });
  if (!response.ok) throw new Error(`Session check failed (${response.status})`);
  const data = (await response.json()) as SessionAnswer;
  if (!data?.user) return null;
  const { user } = data;
  return { id: user.id, email: user.email, name: user.name, role: toRole(user.role) };
}

/** The signed-in user (or null); the route guard and the header read the same cached answer. */
export const sessionQuery = queryOptions({ queryKey: ['session'], queryFn: readSession, staleTime: 60_000 });

/** Where each role starts after signing in when there is nowhere to go back to (issue 24). */
export function homeOf(role: Role): '/home' | '/provider-dashboard' | '/admin' {
  if (role === 'admin') return '/admin';
  return role === 'provider' ? '/provider-dashboard' : '/home';
}

/** The pages only providers may open (their route guard is `requireProvider`). */
const providerPages = ['/provider-dashboard', '/provider-hours', '/add-service'];

const underPage = (path: string, page: string) =>
  path === page || (/^[/?#]/.test(path.slice(page.length, page.length + 1)) && path.startsWith(page));

/** Whether `role` may open the same-site `path` (a redirect after sign-in to a page it may not open is not followed). */
export function mayOpen(role: Role, path: string): boolean {
  if (underPage(path, '/admin')) return role === 'admin';
  if (providerPages.some((page) => underPage(path, page))) return role === 'provider';
  return true;
}
