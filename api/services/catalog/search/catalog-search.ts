/**
 * search_catalog. Each API instance keeps an in-memory index of the listed catalogue, built at
 * start and rebuilt (debounced) when Postgres says the catalogue changed. The index is a derived
 * cache: rebuilds swap it whole, and a failed rebuild keeps serving the previous one.
 */
import type { CategoryId } from '#db/schema/index.ts';
import type { AppContext } from '../../../core/context.ts';
import { loadSearchIndex } from './catalog-loader.ts';
import { matchProviderIds, minQueryLength, searchIndex } from './index-query.ts';
import { createIndexHolder } from './index-holder.ts';
import { kindDocs, type AlternativeReason, type AskedKind } from './honest-search.ts';
import { matchKind, type KindFilters, type KindMatch } from './kind-match.ts';
import type { SearchHit, SearchIndex } from './search-index.ts';

export type { AlternativeReason, AskedKind, KindFilters, KindMatch, SearchHit };

/** Hits of what was asked, and when a kind was asked but is not there, labelled alternatives (never matches). */
export type HonestSearch = {
  hits: SearchHit[];
  /** The kind the query asked for through its needs; null for a plain word search. */
  asked: AskedKind | null;
  alternatives: { reason: AlternativeReason; hits: SearchHit[] }[];
};

/** Provider ids of what was asked (best first), and labelled alternatives when there are none. */
export type HonestProviderIds = {
  ids: string[];
  asked: AskedKind | null;
  alternatives: { reason: AlternativeReason; ids: string[] }[];
};

function honestSearch(index: SearchIndex, q: string, options: SearchFilters & { limit: number }): HonestSearch {
  const kind = q.trim().length >= minQueryLength ? kindDocs(index, q, options) : null;
  if (!kind) return { hits: searchIndex(index, q, options), asked: null, alternatives: [] };
  const hits = (docs: number[]) => docs.slice(0, options.limit).map((doc) => index.docs[doc]!.hit);
  // The word search's hits of the kind come first (a service labelled exactly as asked), then its providers.
  const kinds = new Set(kind.asked.specialties.map((specialty) => specialty.toLowerCase()));
  const city = kind.asked.city ?? undefined;
  const worded =
    kind.matches.length === 0
      ? []
      : searchIndex(index, q, { ...options, city }).filter((hit) => kinds.has(hit.specialty?.toLowerCase() ?? ''));
  const seen = new Set(worded.map((hit) => hit.id));
  const matches = [...worded, ...kind.matches.map((doc) => index.docs[doc]!.hit).filter((hit) => !seen.has(hit.id))];
  return {
    hits: matches.slice(0, options.limit),
    asked: kind.asked,
    alternatives: kind.alternatives.map((group) => ({ reason: group.reason, hits: hits(group.docs) })),
  };
}

function honestProviderIds(index: SearchIndex, q: string, filters: SearchFilters): HonestProviderIds {
  const kind = q.trim().length >= minQueryLength ? kindDocs(index, q, filters) : null;
  if (!kind) return { ids: matchProviderIds(index, q, filters), asked: null, alternatives: [] };
  const ids = (docs: number[]) => docs.map((doc) => index.docs[doc]!.hit.id);
  return {
    ids: ids(kind.matches),
    asked: kind.asked,
    alternatives: kind.alternatives.map((group) => ({ reason: group.reason, ids: ids(group.docs) })),
  };
}

export const defaultSearchLimit = 8;
export const maxSearchLimit = 50;

export type SearchFilters = { category?: CategoryId | undefined; city?: string | undefined };

export type CatalogSearch = {
  /**
   * search_catalog: q trimmed, < 2 characters gives []; 8 results by default. A query naming a
   * need ("toothache") gives only providers of the kinds that serve it.
   */
  search: (q: string, options?: SearchFilters & { limit?: number | undefined }) => Promise<SearchHit[]>;
  /** search, with the kind asked for and labelled alternatives when it is not there. */
  searchHonest: (q: string, options?: SearchFilters & { limit?: number | undefined }) => Promise<HonestSearch>;
  /** Ids of all listed providers matching q (themselves or by a service, or of the kind its needs name), best match first. */
  matchProviderIds: (q: string, filters?: SearchFilters) => string[];
  /** matchProviderIds, with the kind asked for and labelled alternatives when it is not there. */
  matchProvidersHonest: (q: string, filters?: SearchFilters) => HonestProviderIds;
  /** Providers of the kind asked for ("dentist", "fridge repair") by specialty and service names; null when q names no kind. */
  matchKind: (q: string, filters?: KindFilters) => Promise<KindMatch | null>;
  /** Rebuilds now; resolves when the new index serves (call after changing profiles or verification). */
  refresh: () => Promise<void>;
  /** Size and age of the index being served. */
  stats: () => { providers: number; services: number; words: number; builtAt: Date };
  close: () => Promise<void>;
};

function searchOptions(options: SearchFilters & { limit?: number | undefined }): SearchFilters & { limit: number } {
  const limit = Math.min(Math.max(1, Math.trunc(options.limit ?? defaultSearchLimit)), maxSearchLimit);
  return { limit, category: options.category, city: options.city };
}

/** Channel of the catalogue triggers on providers, services (migration 0002) and profiles (0004): docs/decisions/0003. */
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
    search: async (q, options = {}) => honestSearch(holder.current(), q, searchOptions(options)).hits,
    searchHonest: async (q, options = {}) => honestSearch(holder.current(), q, searchOptions(options)),
    matchProviderIds: (q, filters = {}) => honestProviderIds(holder.current(), q, filters).ids,
    matchProvidersHonest: (q, filters = {}) => honestProviderIds(holder.current(), q, filters),
    matchKind: (q, filters = {}) => matchKind(ctx, q, filters),
    refresh: holder.refresh,
    stats,
    close: async () => {
      await unlisten();
      await holder.close();
    },
  };
}
