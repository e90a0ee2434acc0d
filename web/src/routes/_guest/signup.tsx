import { createFileRoute } from '@tanstack/react-router';
import { SignUpPage } from '../../features/account/sign-up-page.tsx';
import { readRedirectSearch } from '../../lib/search-params.ts';

export const Route = createFileRoute('/_guest/signup')({
  validateSearch: readRedirectSearch,
  component: SignUpPage,
});
