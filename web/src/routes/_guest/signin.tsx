import { createFileRoute } from '@tanstack/react-router';
import { SignInPage } from '../../features/account/sign-in-page.tsx';
import { readRedirectSearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_guest/signin')({
  validateSearch: readRedirectSearch,
  component: SignInPage,
});
