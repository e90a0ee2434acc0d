import { createFileRoute } from '@tanstack/react-router';
import { JoinPage } from '../../features/provider/join-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_authed/become-provider')({
  loader: () => loadNamespace('provider-web'),
  component: JoinPage,
});
