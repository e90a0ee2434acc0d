import { searchMisses } from '#db/schema/index.ts';
import { locales, type Locale } from '#db/schema/enums.ts';
import type { AppContext } from '../../core/context.ts';

export type SearchMissSource = 'web' | 'chat' | 'whatsapp' | 'sms';

/** Longer terms are pasted text, not searches; the analytics group by the first 100 characters. */
const maxTermLength = 100;

/** The language of a reply locale (`hi-Latn` is Hindi written in Latin letters). */
function languageOf(locale: string | undefined): Locale | null {
  return locales.find((candidate) => locale?.split('-')[0] === candidate) ?? null;
}

/**
 * Records a search that found nothing (the analytics' "what people look for and we do not have").
 * Never fails the search: a miss that cannot be stored is only logged by the caller's logger.
 */
export async function recordSearchMiss(
  ctx: Pick<AppContext, 'db' | 'logger'>,
  miss: { term: string; source: SearchMissSource; locale?: string | undefined },
): Promise<void> {
  const term = miss.term.trim().slice(0, maxTermLength);
  if (term.length === 0) return;
  try {
    await ctx.db.insert(searchMisses).values({ term, source: miss.source, locale: languageOf(miss.locale) });
  } catch (error) {
    ctx.logger.warn('search miss not recorded', { error: error instanceof Error ? error.message : String(error) });
  }
}
