/**
 * The documents the search index is built from: one per listed provider and one per bookable
 * service, each with the texts of its fields and its static score.
 */
import type { CategoryId } from '#db/schema/index.ts';
import { specialtySearchText } from './category-vocabulary.ts';

/** One result of search_catalog, as the API, the web palette and the agent show it. */
export type SearchHit = {
  kind: 'provider' | 'service';
  id: string;
  label: string;
  providerId: string;
  providerName: string;
  category: CategoryId;
  city: string;
  specialty: string | null;
  /** Service price, or the provider's cheapest service; null when it has none. */
  pricePaise: number | null;
};

export type CatalogProvider = {
  id: string;
  name: string;
  category: CategoryId;
  specialty: string | null;
  city: string;
  area: string | null;
  ratingAvg: number;
  ratingCount: number;
  priceFromPaise: number | null;
};
export type CatalogService = { id: string; providerId: string; name: string; category: CategoryId; pricePaise: number };

/** Bayesian rating in [0, 1): a 5.0 from one review does not outrank a 4.8 from two hundred. */
export function staticScore(provider: Pick<CatalogProvider, 'ratingAvg' | 'ratingCount'>): number {
  const priorMean = 3.5;
  const priorWeight = 2;
  const mean = (provider.ratingAvg * provider.ratingCount + priorMean * priorWeight) / (provider.ratingCount + priorWeight);
  return (mean / 5) * 0.999;
}

/** Plain code-unit order: the same on every machine, unlike localeCompare. */
export const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * A document before indexing: its hit, static score, and the texts of its fields; the text at
 * position i belongs to field `fieldBase + i` (providers 0–3, services 4–7, see fieldWeights).
 */
export type Draft = { hit: SearchHit; score: number; fieldBase: 0 | 4; texts: (string | null)[] };

/** Documents of the catalogue, best static score first. */
export function catalogDrafts(providers: CatalogProvider[], services: CatalogService[]): Draft[] {
  const drafts: Draft[] = [];
  const byId = new Map<string, { provider: CatalogProvider; score: number; specialty: string | null; location: string }>();
  const specialties = new Map<string, string>();
  for (const p of providers) {
    let specialty = p.specialty ? specialties.get(p.specialty) : null;
    if (p.specialty && specialty === undefined) specialties.set(p.specialty, (specialty = specialtySearchText(p.specialty)));
    const score = staticScore(p);
    byId.set(p.id, { provider: p, score, specialty: specialty ?? null, location: p.area ? `${p.city} ${p.area}` : p.city });
    drafts.push({
      score,
      fieldBase: 0,
      texts: [p.name, specialty ?? null, p.area, p.city],
      hit: {
        kind: 'provider',
        id: p.id,
        label: p.name,
        providerId: p.id,
        providerName: p.name,
        category: p.category,
        city: p.city,
        specialty: p.specialty,
        pricePaise: p.priceFromPaise,
      },
    });
  }
  for (const s of services) {
    const known = byId.get(s.providerId);
    if (!known) continue;
    const { provider: p, score, specialty, location } = known;
    drafts.push({
      score,
      fieldBase: 4,
      texts: [s.name, p.name, specialty, location],
      hit: {
        kind: 'service',
        id: s.id,
        label: s.name,
        providerId: p.id,
        providerName: p.name,
        category: s.category,
        city: p.city,
        specialty: p.specialty,
        pricePaise: s.pricePaise,
      },
    });
  }
  // Best first; ties by label then id so the order never depends on load order.
  return drafts.sort((a, b) => b.score - a.score || compareText(a.hit.label, b.hit.label) || compareText(a.hit.id, b.hit.id));
}
