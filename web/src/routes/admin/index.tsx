import { createFileRoute } from '@tanstack/react-router';
import { AdminOverviewPage } from '../../features/admin/index.ts';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/')({ loader: () => loadNamespace('admin-insights'), component: AdminOverviewPage });
