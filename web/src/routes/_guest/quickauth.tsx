import { createFileRoute } from '@tanstack/react-router';
import { readRedirectSearch } from '../../lib/search-params.ts';
import { QuickAuthPage } from '../../features/account/quick-auth-page.tsx';

export const Route = createFileRoute('/_guest/quickauth')({
  validateSearch: readRedirectSearch,
  component: QuickAuthPage,
});
