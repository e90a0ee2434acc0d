import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import { account, profiles, user } from '#db/schema/index.ts';
import type { Db } from '#db/client.ts';
import type { AppContext } from '../../core/context.ts';
import { ensureProfile } from './profiles.ts';

/**
 * Makes sure an admin account with this e-mail and password exists (spec: create-admin-account):
 * creates it, or promotes, reactivates and re-keys the existing user. Idempotent.
 */
export async function ensureAdminAccount(ctx: AppContext, input: AdminAccountInput) {
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction((tx) => writeAdminAccount(ctx, tx, input, passwordHash));
}

export type AdminAccountInput = { email: string; password: string; name?: string };

/** Creates or promotes the account in the caller's transaction (the password already hashed: hashing is slow). */
export async function writeAdminAccount(ctx: AppContext, tx: Db, input: AdminAccountInput, passwordHash: string) {
  const email = input.email.toLowerCase();
  const now = ctx.now();
  const existing = await tx.query.user.findFirst({ where: eq(user.email, email) });
  const userId = existing?.id ?? randomUUID();
  if (existing) {
    await tx.update(user).set({ role: 'admin', updatedAt: now }).where(eq(user.id, userId));
  } else {
    await tx.insert(user).values({ id: userId, email, name: input.name ?? 'Administrator', emailVerified: true, role: 'admin' });
  }
  const credential = await tx.query.account.findFirst({
    where: and(eq(account.userId, userId), eq(account.providerId, 'credential')),
  });
  if (credential) {
    await tx.update(account).set({ password: passwordHash, updatedAt: now }).where(eq(account.id, credential.id));
  } else {
    await tx.insert(account).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: passwordHash });
  }
  await ensureProfile(ctx, tx, { userId, fullName: input.name ?? 'Administrator' });
  await tx.update(profiles).set({ isActive: true, profileCompleted: true, updatedAt: now }).where(eq(profiles.userId, userId));
  return userId;
}
