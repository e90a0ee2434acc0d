import { createFileRoute } from '@tanstack/react-router';
import { loadNamespace } from '../../lib/i18n.ts';
import { SecurityPage } from '../../features/account/security-page.tsx';

export const Route = createFileRoute('/_authed/security')({
  loader: () => loadNamespace('settings'),
  component: SecurityPage,
});
