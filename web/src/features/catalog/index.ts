/** What other features and the shell may use of the catalogue: its queries (the palette's search, page titles). */
export { catalogKeys, providerQuery, searchQuery } from './api/catalog-queries.ts';
