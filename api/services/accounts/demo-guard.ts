import { verifyPassword } from 'better-auth/crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { account, user } from '#db/schema/index.ts';
import { demoAccounts } from '#db/seed/demo.ts';
import type { AppContext } from '../../core/context.ts';

/** The passwords the README and the start-up banner publish: anyone may try them. */
const publishedPasswords = [...new Set(demoAccounts.map((demo) => demo.password))];

/** True for a password the README publishes (no account of a real person may use one). */
export function isPublishedPassword(password: string): boolean {
  return publishedPasswords.includes(password);
}

/**
 * Accounts that sign in with a published demo password: the demo accounts while they keep their
 * passwords, and the configured admin when ADMIN_PASSWORD is one of them. Production refuses to
 * start while any exists.
 */
export async function accountsWithPublishedPasswords(ctx: AppContext): Promise<string[]> {
  const emails = demoAccounts.map((demo) => demo.email);
  if (ctx.config.ADMIN_EMAIL && ctx.config.ADMIN_PASSWORD && publishedPasswords.includes(ctx.config.ADMIN_PASSWORD)) {
    emails.push(ctx.config.ADMIN_EMAIL.toLowerCase());
  }
  const rows = await ctx.db
    .select({ email: user.email, hash: account.password })
    .from(user)
    .innerJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(inArray(user.email, emails));
  const exposed: string[] = [];
  for (const row of rows) {
    if (!row.hash) continue;
    for (const password of publishedPasswords) {
      if (await verifyPassword({ hash: row.hash, password })) {
        exposed.push(row.email);
        break;
      }
    }
  }
  return exposed.sort();
}

/** Why production will not start, and how to fix it. */
export function publishedPasswordMessage(emails: readonly string[]): string {
  return [
    `Refusing to start in production: ${emails.join(', ')} can sign in with a password published in the README.`,
    'Fix: delete these accounts (DELETE FROM "user" WHERE email IN (…)), or give each a new password',
    '(sign in and change it, or for the admin set ADMIN_EMAIL and a private ADMIN_PASSWORD), then start again.',
  ].join('\n');
}
