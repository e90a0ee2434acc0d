import { createFileRoute } from '@tanstack/react-router';
import { AdminOverviewPage } from '../../../features/admin/index.ts';
import { loadNamespace } from '../../../lib/i18n.ts';

/** The spec's second reading of the admin root: /admin/dashboard is the dashboard too. */
export const Route = createFileRoute('/admin/dashboard/')({ loader: () => loadNamespace('admin-insights'), component: AdminOverviewPage });
