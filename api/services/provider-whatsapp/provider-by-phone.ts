import { and, eq, inArray, ne } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { profiles, providers, user, type Locale } from '#db/schema/index.ts';
import { lastTenDigits } from '#db/schema/phone-digits.ts';
import type { AppContext } from '../../core/context.ts';
import { toE164 } from '../../core/phone-number.ts';

export type DeskProvider = { providerId: string; userId: string; locale: Locale };

/**
 * The provider whose registered phone wrote: the provider account's own phone number, the listing's
 * phone, or the contact phone the morning agenda goes to. A suspended provider, or one whose account
 * is switched off, is not one here (their messages are a client's).
 */
export async function providerByPhone(ctx: AppContext, phone: string): Promise<DeskProvider | null> {
  const digits = phone.replace(/\D/g, '').slice(-10);
  // Three index probes (every inbound message asks this): the account's phone, the listing's, the contact phone's.
  const candidates = union(
    ctx.db.select({ userId: user.id }).from(user).where(eq(user.phoneNumber, phone)),
    ctx.db
      .select({ userId: providers.userId })
      .from(providers)
      .where(eq(lastTenDigits(providers.phone), digits)),
    ctx.db
      .select({ userId: profiles.userId })
      .from(profiles)
      .where(eq(lastTenDigits(profiles.contactPhone), digits)),
  );
  const rows = await ctx.db
    .select({
      providerId: providers.id,
      userId: providers.userId,
      locale: profiles.locale,
      accountPhone: user.phoneNumber,
      listingPhone: providers.phone,
      contactPhone: profiles.contactPhone,
    })
    .from(providers)
    .innerJoin(user, eq(user.id, providers.userId))
    .innerJoin(profiles, eq(profiles.userId, providers.userId))
    .where(and(ne(providers.verification, 'suspended'), eq(profiles.isActive, true), inArray(providers.userId, candidates)))
    .orderBy(providers.createdAt);
  const own = rows.find((row) => row.accountPhone === phone);
  const listed = rows.find((row) => toE164(row.listingPhone ?? '') === phone || toE164(row.contactPhone ?? '') === phone);
  const found = own ?? listed;
  return found ? { providerId: found.providerId, userId: found.userId, locale: found.locale } : null;
}
