import { createFileRoute } from '@tanstack/react-router';
import { RewardsAgentsPage } from '../../features/admin/care/rewards-agents-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/rewards')({ loader: () => loadNamespace('admin-care'), component: RewardsAgentsPage });
