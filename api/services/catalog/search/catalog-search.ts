/**
 * search_catalog. The postings live in PostgreSQL (db/schema/search.ts), so every instance reads
 * the same ones and none holds the catalogue in memory: a change reaches every instance's search
 * once search-sync has rewritten the provider's documents (a second or so after the commit).
 */
import type { CategoryId } from '#db/schema/index.ts';
import { readerOf, type AppContext } from '../../../core/context.ts';
import { describeError } from '../../../core/logger.ts';
import type { SearchHit } from './catalog-documents.ts';
import { kindDocs, type AlternativeReason, type AskedKind } from './honest-search.ts';
import { matchProviderIds, minQueryLength, searchDocs } from './index-query.ts';
import { matchKind, matchSpecialty, type KindFilters, type KindMatch } from './kind-match.ts';
import { startSearchSync } from './search-sync.ts';
import type { Db } from '#db/client.ts';

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

async function honestSearch(db: Db, q: string, options: SearchFilters & { limit: number }): Promise<HonestSearch> {
  const kind = q.trim().length >= minQueryLength ? await kindDocs(db, q, options, options.limit) : null;
  if (!kind) return { hits: await searchDocs(db, q, options), asked: null, alternatives: [] };
  // The word search's hits of the kind come first (a service labelled exactly as asked), then its providers.
  const kinds = new Set(kind.asked.specialties.map((specialty) => specialty.toLowerCase()));
  const city = kind.asked.city ?? undefined;
  const worded =
    kind.matches.length === 0
      ? []
      : (await searchDocs(db, q, { ...options, city })).filter((hit) => kinds.has(hit.specialty?.toLowerCase() ?? ''));
  const seen = new Set(worded.map((hit) => hit.id));
  const matches = [...worded, ...kind.matches.map((doc) => doc.hit).filter((hit) => !seen.has(hit.id))];
  return {
    hits: matches.slice(0, options.limit),
    asked: kind.asked,
    alternatives: kind.alternatives.map((group) => ({
      reason: group.reason,
      hits: group.docs.slice(0, options.limit).map((doc) => doc.hit),
    })),
  };
}

async function honestProviderIds(db: Db, q: string, filters: SearchFilters): Promise<HonestProviderIds> {
  const kind = q.trim().length >= minQueryLength ? await kindDocs(db, q, filters) : null;
  if (!kind) return { ids: await matchProviderIds(db, q, filters), asked: null, alternatives: [] };
  return {
    ids: kind.matches.map((doc) => doc.hit.id),
    asked: kind.asked,
    alternatives: kind.alternatives.map((group) => ({ reason: group.reason, ids: group.docs.map((doc) => doc.hit.id) })),
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
  /** Ids of the listed providers matching q (themselves or by a service, or of the kind its needs name), best match first, at most 1,000. */
  matchProviderIds: (q: string, filters?: SearchFilters) => Promise<string[]>;
  /** matchProviderIds, with the kind asked for and labelled alternatives when it is not there. */
  matchProvidersHonest: (q: string, filters?: SearchFilters) => Promise<HonestProviderIds>;
  /** Providers of the kind asked for ("dentist", "fridge repair") by specialty and service names; null when q names no kind. */
  matchKind: (q: string, filters?: KindFilters) => Promise<KindMatch | null>;
  /** Providers of one catalogue specialty ("Home Tutor"), for a kind whose name has no word of its own to match by. */
  matchSpecialty: (specialty: string, filters?: KindFilters) => Promise<KindMatch>;
  /** Resolves once every catalogue change committed before the call is searchable (call after changing profiles or verification). */
  refresh: () => Promise<void>;
  close: () => Promise<void>;
};

function searchOptions(options: SearchFilters & { limit?: number | undefined }): SearchFilters & { limit: number } {
  const limit = Math.min(Math.max(1, Math.trunc(options.limit ?? defaultSearchLimit)), maxSearchLimit);
  return { limit, category: options.category, city: options.city };
}

/** How long start-up waits for the search queue before serving anyway. */
const startupFlushMs = 3_000;

/** Starts keeping the search documents up to date in this instance and returns the search service. */
export async function createCatalogSearch(ctx: AppContext): Promise<CatalogSearch> {
  const sync = await startSearchSync(ctx);
  // A short queue (a new data folder, a test database) is searchable before the first request; a
  // freshly migrated large catalogue goes on draining in the background.
  const first = sync.flush().catch((error: unknown) => ctx.logger.warn('search documents not yet in sync', describeError(error)));
  await Promise.race([first, new Promise((resolve) => setTimeout(resolve, startupFlushMs).unref())]);
  // Search may lag the primary by a moment: it reads from the replica when there is one; the sync writes the primary.
  const db = readerOf(ctx);
  return {
    search: async (q, options = {}) => (await honestSearch(db, q, searchOptions(options))).hits,
    searchHonest: (q, options = {}) => honestSearch(db, q, searchOptions(options)),
    matchProviderIds: async (q, filters = {}) => (await honestProviderIds(db, q, filters)).ids,
    matchProvidersHonest: (q, filters = {}) => honestProviderIds(db, q, filters),
    matchKind: (q, filters = {}) => matchKind({ db }, q, filters),
    matchSpecialty: (specialty, filters = {}) => matchSpecialty({ db }, specialty, filters),
    refresh: sync.flush,
    close: sync.close,
  };
}
