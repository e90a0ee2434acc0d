import { createFileRoute } from '@tanstack/react-router';
import { ServicesPage } from '../../features/provider/services-page.tsx';
import { requireProvider } from '../../features/provider/require-provider.ts';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_authed/add-service')({
  beforeLoad: ({ context }) => requireProvider(context.queryClient, context.user),
  loader: () => loadNamespace('provider-web'),
  component: ServicesPage,
});
