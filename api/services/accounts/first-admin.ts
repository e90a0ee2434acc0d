import { hashPassword } from 'better-auth/crypto';
import { eq, sql } from 'drizzle-orm';
import { user } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { AppError } from '../../core/errors.ts';
import { writeAdminAccount } from './admin-account.ts';
import { isPublishedPassword } from './demo-guard.ts';

/** True while the platform has no admin: only then is the one-off 'Create Admin Account' offered. */
export async function firstAdminAvailable(ctx: Pick<AppContext, 'db'>): Promise<boolean> {
  const [admin] = await ctx.db.select({ id: user.id }).from(user).where(eq(user.role, 'admin')).limit(1);
  return !admin;
}

/**
 * Creates the platform's first admin (spec: create-admin-account). Refused once any admin exists,
 * for an e-mail that already has an account (it could be someone else's), and for a published
 * demo password. An advisory lock makes two simultaneous set-ups end with one admin.
 */
export async function createFirstAdmin(ctx: AppContext, input: { name: string; email: string; password: string }) {
  if (isPublishedPassword(input.password)) {
    throw new AppError('invalid_request', { message: 'This password is published in the demo; choose your own.' });
  }
  const passwordHash = await hashPassword(input.password);
  const email = input.email.toLowerCase();
  await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('bookmitra:first-admin'))`);
    if (!(await firstAdminAvailable({ db: tx }))) {
      throw new AppError('conflict', { message: 'An admin account already exists. Sign in instead.' });
    }
    if (await tx.query.user.findFirst({ where: eq(user.email, email) })) {
      throw new AppError('conflict', { message: 'An account with this e-mail already exists. Use another e-mail.' });
    }
    await writeAdminAccount(ctx, tx, { email, password: input.password, name: input.name }, passwordHash);
  });
  ctx.logger.info('first admin created', { email });
  return { success: true as const, email };
}
