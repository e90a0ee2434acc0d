import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { account, profiles, user, type Locale, type Role } from '#db/schema/index.ts';
import { phoneEmail } from '../../core/phone-number.ts';
import type { AppContext } from '../../core/context.ts';
import type { CurrentUser } from '../../core/current-user.ts';
import { ensureProfile, type Profile } from '../accounts/profiles.ts';

export type PhoneClient = { user: CurrentUser; profile: Profile; created: boolean; hasPassword: boolean };

const maxNameLength = 80;

function cleanName(profileName: string | undefined, phone: string): string {
  const name = profileName?.replace(/\s+/g, ' ').trim().slice(0, maxNameLength);
  return name || phone;
}

/** The account behind a phone number, its profile and whether it has a password, in one query. */
async function findByPhone(ctx: AppContext, phone: string) {
  const [row] = await ctx.db
    .select({
      user: { id: user.id, email: user.email, name: user.name, role: user.role, phoneNumber: user.phoneNumber },
      profile: profiles,
      hasPassword: sql<boolean>`exists (select 1 from ${account} where ${account.userId} = ${user.id} and ${account.providerId} = 'credential')`,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(user.phoneNumber, phone));
  return row;
}

/**
 * The client behind a phone number; a first contact becomes a client account (role user, no password:
 * they can sign in on the web with a phone OTP) and a profile named from WhatsApp's ProfileName.
 * Concurrent first messages from one number create one account (the phone number is unique).
 */
export async function findOrCreatePhoneClient(
  ctx: AppContext,
  input: { phone: string; profileName?: string | undefined },
): Promise<PhoneClient> {
  let found = await findByPhone(ctx, input.phone);
  let created = false;
  if (!found) {
    const name = cleanName(input.profileName, input.phone);
    const inserted = await ctx.db
      .insert(user)
      .values({ id: randomUUID(), name, email: phoneEmail(input.phone), phoneNumber: input.phone, phoneNumberVerified: true, role: 'user' })
      .onConflictDoNothing()
      .returning({ id: user.id });
    created = inserted.length > 0;
    found = await findByPhone(ctx, input.phone);
    if (!found) throw new Error(`no account could be created for ${input.phone}`);
  }
  const fullName = found.user.name === input.phone ? null : found.user.name;
  const profile = found.profile ?? (await ensureProfile(ctx, ctx.db, { userId: found.user.id, fullName, phone: input.phone }));
  return { user: { ...found.user, role: found.user.role as Role }, profile, created, hasPassword: Boolean(found.hasPassword) };
}

/**
 * Remembers the language a phone-only client writes in, so reminders come in it. Web accounts
 * choose their language in their profile, so theirs is left alone.
 */
export async function learnLocale(ctx: AppContext, client: PhoneClient, locale: Locale): Promise<void> {
  if (client.hasPassword || client.profile.locale === locale) return;
  await ctx.db.update(profiles).set({ locale, updatedAt: ctx.now() }).where(eq(profiles.userId, client.user.id));
}

/** STOP / START: the client's opt-out from reminders and booking messages on WhatsApp and SMS. */
export async function setMessagingOptOut(ctx: AppContext, userId: string, optOut: boolean): Promise<void> {
  await ctx.db.update(profiles).set({ messagingOptOut: optOut, updatedAt: ctx.now() }).where(eq(profiles.userId, userId));
}
