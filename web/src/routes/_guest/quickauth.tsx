import { createFileRoute } from '@tanstack/react-router';
import { safeRedirect } from '../../lib/search-params.ts';
import { QuickAuthPage } from '../../pages/quick-auth-page.tsx';

export const Route = createFileRoute('/_guest/quickauth')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeRedirect(search.redirect) }),
  component: QuickAuthPage,
});
