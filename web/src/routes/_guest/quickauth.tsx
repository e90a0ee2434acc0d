import { createFileRoute } from '@tanstack/react-router';
import { safeRedirect } from '../../lib/search-params.ts';
import { QuickAuthPage } from '../../features/account/quick-auth-page.tsx';

export const Route = createFileRoute('/_guest/quickauth')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeRedirect(search.redirect) }),
  component: QuickAuthPage,
});
