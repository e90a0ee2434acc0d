import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../../lib/search-params.ts';
import { ServicesPage } from '../../pages/services-page.tsx';

export const Route = createFileRoute('/services/')({
  validateSearch: (search: Record<string, unknown>): { q?: string } => ({ q: optionalString(search.q) }),
  component: ServicesPage,
});
