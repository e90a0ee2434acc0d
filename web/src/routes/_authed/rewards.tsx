import { createFileRoute } from '@tanstack/react-router';
import { loadNamespace } from '../../lib/i18n.ts';
import { RewardsPage } from '../../features/rewards/rewards-page.tsx';

export const Route = createFileRoute('/_authed/rewards')({
  loader: () => loadNamespace('rewards'),
  component: RewardsPage,
});
