/**
 * search_catalog. Each API instance keeps an in-memory index of the listed catalogue, built at
 * start and rebuilt (debounced) when Postgres says the catalogue changed. The index is a derived
 * cache: rebuilds swap it whole, and a failed rebuild keeps serving the previous one.
 */
import type { CategoryId } from '#db/schema/index.ts';
import type { AppContext } from '../../../core/context.ts';
import { loadSearchIndex } from './catalog-loader.ts';
import { matchProviderIds, searchIndex } from './index-query.ts';
import { createIndexHolder } from './index-holder.ts';
import { matchKind, type KindMatch } from './kind-match.ts';
import type { SearchHit } from './search-index.ts';

export type { KindMatch, SearchHit };

export const defaultSearchLimit = 8;
export const maxSearchLimit = 50;

export type SearchFilters = { category?: CategoryId | undefined; city?: string | undefined };

export type CatalogSearch = {
  /** search_catalog: q trimmed, < 2 characters gives []; 8 results by default. */
  search: (q: string, options?: SearchFilters & { limit?: number | undefined }) => Promise<SearchHit[]>;
  /** Ids of all listed providers matching q (themselves or by a service), best match first. */
  matchProviderIds: (q: string, filters?: SearchFilters) => string[];
  /** Providers of the kind asked for ("dentist", "fridge repair") by specialty and service names; null when q names no kind. */
  matchKind: (q: string, filters?: SearchFilters) => KindMatch | null;
  /** Rebuilds now; resolves when the new index serves (call after changing profiles or verification). */
  refresh: () => Promise<void>;
  /** Size and age of the index being served. */
  stats: () => { providers: number; services: number; words: number; builtAt: Date };
  close: () => Promise<void>;
};

/** Channel of the statement triggers on providers and services (migration 0002). */
const changeChannel = 'catalog_changed';
/** Safety net for notifications lost while a LISTEN connection was down. */
const periodicRefreshMs = 5 * 60_000;

/** Builds the first index, subscribes to catalogue changes and returns the search service. */
export async function createCatalogSearch(ctx: AppContext): Promise<CatalogSearch> {
  const started = performance.now();
  const holder = await createIndexHolder({ load: () => loadSearchIndex(ctx), logger: ctx.logger, periodicMs: periodicRefreshMs });
  const unlisten = await ctx.database.listen(changeChannel, () => holder.schedule());
  const stats = () => {
    const index = holder.current();
    const services = index.docs.filter((doc) => doc.hit.kind === 'service').length;
    return { providers: index.docs.length - services, services, words: index.words.length, builtAt: index.builtAt };
  };
  ctx.logger.info('search index built', { ...stats(), ms: Math.round(performance.now() - started) });

  return {
    search: async (q, options = {}) => {
      const limit = Math.min(Math.max(1, Math.trunc(options.limit ?? defaultSearchLimit)), maxSearchLimit);
      return searchIndex(holder.current(), q, { limit, category: options.category, city: options.city });
    },
    matchProviderIds: (q, filters = {}) => matchProviderIds(holder.current(), q, filters),
    matchKind: (q, filters = {}) => matchKind(holder.current(), q, filters),
    refresh: holder.refresh,
    stats,
    close: async () => {
      await unlisten();
      await holder.close();
    },
  };
}
