import { and, count, desc, gte, lt, sql } from 'drizzle-orm';
import { locales, type Locale } from '#db/schema/enums.ts';
import { conversations, searchMisses } from '#db/schema/index.ts';
import type { AppContext } from '../../core/context.ts';
import type { IstRange } from './ist-range.ts';

/** The search-miss chart lists this many terms, the most frequent first. */
export const topSearchMisses = 20;

export type LanguageShare = { locale: Locale; web: number; whatsapp: number; sms: number; total: number };

/** Conversations started in the range by their language (the one Mitra kept answering in) and channel. */
export async function conversationLanguages(ctx: AppContext, range: IstRange): Promise<LanguageShare[]> {
  const rows = await ctx.db
    .select({ locale: conversations.locale, channel: conversations.channel, n: count() })
    .from(conversations)
    .where(and(gte(conversations.createdAt, range.start), lt(conversations.createdAt, range.end)))
    .groupBy(conversations.locale, conversations.channel);
  return locales.map((locale) => {
    const share: LanguageShare = { locale, web: 0, whatsapp: 0, sms: 0, total: 0 };
    for (const row of rows.filter((candidate) => candidate.locale === locale)) {
      share[row.channel] += row.n;
      share.total += row.n;
    }
    return share;
  });
}

/** The terms searched in the range that found nothing, case folded, with how often and where. */
export async function searchMissTerms(ctx: AppContext, range: IstRange): Promise<Array<{ term: string; count: number }>> {
  const term = sql<string>`lower(${searchMisses.term})`;
  return ctx.db
    .select({ term, count: count() })
    .from(searchMisses)
    .where(and(gte(searchMisses.createdAt, range.start), lt(searchMisses.createdAt, range.end)))
    .groupBy(term)
    .orderBy(desc(count()), term)
    .limit(topSearchMisses);
}
