import { categoryIds, type CategoryId } from './api-types.ts';

/** Hand-written search-param readers: the route table loads with the landing page, so no schema library here. */
export function optionalString(value: unknown, max = 200): string | undefined {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim().slice(0, max);
  return trimmed === '' ? undefined : trimmed;
}

export function optionalPage(value: unknown): number | undefined {
  const page = Number(value);
  return Number.isInteger(page) && page > 1 && page < 100_000 ? page : undefined;
}

/** Only same-site paths may be a redirect target after sign-in (no open redirect). */
export function safeRedirect(value: unknown): string | undefined {
  const path = optionalString(value, 500);
  return path && path.startsWith('/') && !path.startsWith('//') ? path : undefined;
}

/** The catalogue pages' search (/providers, /services): text, category, city and page. */
export type CatalogSearch = { q?: string; category?: CategoryId; city?: string; page?: number };

export function readCatalogSearch(search: Record<string, unknown>): CatalogSearch {
  const category = optionalString(search.category);
  return {
    q: optionalString(search.q),
    category: categoryIds.find((id) => id === category),
    city: optionalString(search.city, 80),
    page: optionalPage(search.page),
  };
}
