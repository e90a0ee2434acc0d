import { createFileRoute } from '@tanstack/react-router';
import { ProviderDashboardPage } from '../../features/provider/provider-dashboard-page.tsx';
import { requireProvider } from '../../features/provider/require-provider.ts';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_authed/provider-dashboard')({
  beforeLoad: ({ context }) => requireProvider(context.queryClient, context.user),
  loader: () => loadNamespace('provider-web'),
  component: ProviderDashboardPage,
});
