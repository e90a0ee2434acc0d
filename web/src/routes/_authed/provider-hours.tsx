import { createFileRoute } from '@tanstack/react-router';
import { HoursPage } from '../../features/provider/hours-page.tsx';
import { requireProvider } from '../../features/provider/require-provider.ts';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/_authed/provider-hours')({
  beforeLoad: ({ context }) => requireProvider(context.queryClient, context.user),
  loader: () => loadNamespace('provider-web'),
  component: HoursPage,
});
