import type { ProviderDetail } from './api-types.ts';

/**
 * Data a page's HTML carries for its first render: the server renders a provider's page with its
 * answer from `/api/providers/:id` (api/web-assets.ts), and the browser starts from the same answer
 * instead of asking again, so the live page replaces the server's with the same content.
 */
export type PageData = { provider?: ProviderDetail };

/** The id of the `<script type="application/json">` element that carries a page's data. */
export const pageDataElementId = 'page-data';

function readPageData(): PageData {
  const text = typeof document === 'undefined' ? undefined : document.getElementById(pageDataElementId)?.textContent;
  if (!text) return {};
  try {
    const data = JSON.parse(text) as { provider?: { id?: unknown } } | null;
    return typeof data?.provider?.id === 'string' ? (data as PageData) : {};
  } catch {
    // A page whose data cannot be read fetches it, as any other page does.
    return {};
  }
}

/** The provider the page's HTML was rendered with, if it is this one (a later page of the visit is fetched). */
export function providerFromPage(id: string): ProviderDetail | undefined {
  const { provider } = readPageData();
  return provider?.id === id ? provider : undefined;
}

/** When the HTML's data was made: it goes stale like data fetched then. */
export const pageDataUpdatedAt = () => (typeof performance === 'undefined' ? 0 : performance.timeOrigin);
