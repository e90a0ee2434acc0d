import { tool } from 'ai';
import { formatInr } from '#api/lib/money.ts';
import type { AgentSession } from '../session.ts';
import { searchCatalogInput } from './schemas.ts';
import { failure } from './tool-result.ts';

/** search_catalog: providers and services by words, typos forgiven; category and city narrow it. */
export function searchCatalogTool(session: AgentSession) {
  return tool({
    description: 'Find providers and services in the catalogue by words (a service, a specialty, a provider name). Use the category and city when the user gave them.',
    inputSchema: searchCatalogInput,
    execute: async ({ query, category, city }) => {
      const hits = await session.search.search(query, { category, city, limit: 5 });
      if (hits.length === 0) return failure('nothing_found', `Nothing matches "${query}".`);
      const { state } = session;
      const first = hits[0];
      if (first) {
        state.providerId = first.providerId;
        state.category = first.category;
      }
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
          specialty: hit.specialty,
          priceFrom: hit.pricePaise === null ? null : formatInr(hit.pricePaise),
        })),
      };
    },
  });
}
