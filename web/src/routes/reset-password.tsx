import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../lib/search-params.ts';
import { ResetPasswordPage } from '../features/account/reset-password-page.tsx';

// Public (not under _guest): the e-mailed link must work even in a browser that is signed in.
export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>): { token?: string; error?: string } => ({
    token: optionalString(search.token, 500),
    error: optionalString(search.error, 100),
  }),
  component: ResetPasswordPage,
});
