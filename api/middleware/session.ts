import type { MiddlewareHandler } from 'hono';
import { roles, type Role } from '#db/schema/index.ts';
import type { Auth } from '../auth.ts';
import type { AppContext } from '../context.ts';
import { AppError } from '../errors.ts';
import type { AppEnv, CurrentUser } from '../http/app-env.ts';
import { ensureProfile } from '../services/profiles.ts';

/** A role outside the known three counts as the default, `user` (spec §5). */
export function normaliseRole(value: unknown): Role {
  return roles.includes(value as Role) ? (value as Role) : 'user';
}

/** Resolves the caller from the session cookie; null when signed out or inactive. */
export async function resolveUser(ctx: AppContext, auth: Auth, headers: Headers): Promise<CurrentUser | null> {
  const found = await auth.api.getSession({ headers });
  if (!found) return null;
  const phone = (found.user as { phoneNumber?: string | null }).phoneNumber ?? null;
  const profile = await ensureProfile(ctx, ctx.db, { userId: found.user.id, fullName: found.user.name, phone });
  if (!profile.isActive) throw new AppError('account_inactive');
  return {
    id: found.user.id,
    email: found.user.email,
    name: profile.fullName ?? found.user.name,
    role: normaliseRole((found.user as { role?: unknown }).role),
    phoneNumber: phone,
  };
}

/** 401 unless signed in with an active account; 403 unless the role is one of `allowed`. */
export function requireUser(ctx: AppContext, auth: Auth, allowed?: readonly Role[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const current = await resolveUser(ctx, auth, c.req.raw.headers);
    if (!current) throw new AppError('unauthorized', { message: 'User not authenticated' });
    if (allowed && !allowed.includes(current.role)) throw new AppError('forbidden');
    c.set('user', current);
    await next();
  };
}
