import { createFileRoute } from '@tanstack/react-router';
import { categoryIds, type CategoryId } from '../../lib/api-types.ts';
import { optionalPage, optionalString } from '../../lib/search-params.ts';
import { ProvidersPage } from '../../pages/providers-page.tsx';

export type ProvidersSearch = { q?: string; category?: CategoryId; city?: string; page?: number };

export const Route = createFileRoute('/providers/')({
  validateSearch: (search: Record<string, unknown>): ProvidersSearch => {
    const category = optionalString(search.category);
    return {
      q: optionalString(search.q),
      category: categoryIds.find((id) => id === category),
      city: optionalString(search.city, 80),
      page: optionalPage(search.page),
    };
  },
  component: ProvidersPage,
});
