import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/account/sign-in-page.tsx';
import { safeRedirect } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_guest/signin')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeRedirect(search.redirect) }),
  component: SignInPage,
});
