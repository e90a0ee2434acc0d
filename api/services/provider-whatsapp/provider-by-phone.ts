import { and, eq, ne, or, sql } from 'drizzle-orm';
import { profiles, providers, user, type Locale } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import { toE164 } from '../../core/phone-number.ts';

export type DeskProvider = { providerId: string; userId: string; locale: Locale };

/** The last ten digits of a stored phone, however it was typed ("+91 98450-12345", "098450 12345"). */
const lastTen = (column: typeof providers.phone | typeof profiles.contactPhone) =>
  sql`right(regexp_replace(coalesce(${column}, ''), '\\D', '', 'g'), 10)`;

/**
 * The provider whose registered phone wrote: the provider account's own phone number, the listing's
 * phone, or the contact phone the morning agenda goes to. A suspended provider, or one whose account
 * is switched off, is not one here (their messages are a client's).
 */
export async function providerByPhone(ctx: AppContext, phone: string): Promise<DeskProvider | null> {
  const digits = phone.replace(/\D/g, '').slice(-10);
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
    .where(
      and(
        ne(providers.verification, 'suspended'),
        eq(profiles.isActive, true),
        or(eq(user.phoneNumber, phone), sql`${lastTen(providers.phone)} = ${digits}`, sql`${lastTen(profiles.contactPhone)} = ${digits}`),
      ),
    )
    .orderBy(providers.createdAt);
  const own = rows.find((row) => row.accountPhone === phone);
  const listed = rows.find((row) => toE164(row.listingPhone ?? '') === phone || toE164(row.contactPhone ?? '') === phone);
  const found = own ?? listed;
  return found ? { providerId: found.providerId, userId: found.userId, locale: found.locale } : null;
}
