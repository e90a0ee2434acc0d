import { tool } from 'ai';
import { formatInr } from '#api/core/money.ts';
import { providerFacts, type ProviderFacts } from '#api/services/catalog/provider-facts.ts';
import type { SearchHit } from '#api/services/catalog/search/catalog-search.ts';
import { recordSearchMiss } from '#api/services/insights/search-misses.ts';
import { askedServiceStems, wordsNaming } from '#api/services/catalog/services-by-words.ts';
import type { AgentSession } from '../session/session.ts';
import { toolInputSchemas, type SearchCatalogInput } from './schemas.ts';
import { failure } from './tool-result.ts';

/** Results shown; more are read first so that the constraints still leave a choice. */
const shown = 5;
const readAhead = 40;

type Fact = ProviderFacts | undefined;

function keeps(input: SearchCatalogInput, hit: SearchHit, fact: Fact): boolean {
  if (input.maxPricePaise !== undefined && (hit.pricePaise === null || hit.pricePaise > input.maxPricePaise)) return false;
  if (input.language && !fact?.languages.includes(input.language)) return false;
  if (input.area && fact?.area?.toLowerCase() !== input.area.toLowerCase()) return false;
  return true;
}

/** The hits that meet the constraints, in the order asked; an area with nothing falls back to the whole city. */
async function constrainedHits(
  session: AgentSession,
  input: SearchCatalogInput,
): Promise<{ hits: SearchHit[]; facts: Map<string, ProviderFacts> }> {
  const constrained = input.maxPricePaise !== undefined || input.language || input.area || (input.sort && input.sort !== 'relevance');
  const hits = await session.search.search(input.query, {
    category: input.category,
    city: input.city,
    limit: constrained ? readAhead : shown,
  });
  if (!constrained) return { hits, facts: new Map() };
  const facts = await providerFacts(
    session.ctx.db,
    hits.map((hit) => hit.providerId),
  );
  let kept = hits.filter((hit) => keeps(input, hit, facts.get(hit.providerId)));
  if (kept.length === 0 && input.area) kept = hits.filter((hit) => keeps({ ...input, area: undefined }, hit, facts.get(hit.providerId)));
  if (input.sort === 'price') kept.sort((a, b) => (a.pricePaise ?? Infinity) - (b.pricePaise ?? Infinity));
  if (input.sort === 'rating') kept.sort((a, b) => (facts.get(b.providerId)?.ratingAvg ?? 0) - (facts.get(a.providerId)?.ratingAvg ?? 0));
  return { hits: kept.slice(0, shown), facts };
}

/** search_catalog: providers and services by words, typos forgiven; category, city, area, price, language and order narrow it. */
export function searchCatalogTool(session: AgentSession) {
  return tool({
    description:
      'Find providers and services in the catalogue by words (a service, a specialty, a provider name). Use the category, city, area, price ceiling (paise), provider language and sort the user gave.',
    inputSchema: toolInputSchemas.searchCatalog,
    execute: async (input) => {
      const { hits, facts } = await constrainedHits(session, input);
      if (hits.length === 0) {
        await recordSearchMiss(session.ctx, { term: input.query, source: session.channel, locale: session.replyLocale() });
        return failure('nothing_found', `Nothing matches "${input.query}".`);
      }
      const { state } = session;
      const first = hits[0];
      if (first) {
        state.providerId = first.providerId;
        state.category = first.category;
      }
      if (input.city) state.clientCity = input.city;
      const said = askedServiceStems(session.userText);
      const words = [...new Set(hits.filter((hit) => hit.kind === 'service').flatMap((hit) => wordsNaming(hit.label, said)))];
      state.searchedServices = { category: input.category ?? null, query: input.query ?? null, words };
      // The numbered list is now these results; slot numbers from before no longer apply.
      state.providers = hits.map((hit) => ({ providerId: hit.providerId, name: hit.providerName, category: hit.category }));
      state.offers = [];
      state.proposal = null;
      return {
        ok: true as const,
        results: hits.map((hit, index) => ({
          option: index + 1,
          kind: hit.kind,
          id: hit.id,
          label: hit.label,
          providerId: hit.providerId,
          providerName: hit.providerName,
          category: hit.category,
          city: hit.city,
          area: facts.get(hit.providerId)?.area ?? null,
          specialty: hit.specialty,
          priceFrom: hit.pricePaise === null ? null : formatInr(hit.pricePaise),
        })),
      };
    },
  });
}
