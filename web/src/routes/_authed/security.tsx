import { createFileRoute } from '@tanstack/react-router';
import { loadNamespace } from '../../lib/i18n.ts';
import { SecurityPage } from '../../pages/security-page.tsx';

export const Route = createFileRoute('/_authed/security')({
  loader: () => loadNamespace('settings'),
  component: SecurityPage,
});
