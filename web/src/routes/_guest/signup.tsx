import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../features/account/sign-up-page.tsx';
import { safeRedirect } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_guest/signup')({
  validateSearch: (search: Record<string, unknown>): { redirect?: string } => ({ redirect: safeRedirect(search.redirect) }),
  component: SignUpPage,
});
