import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '../../features/admin/insights/analytics-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

/** Recharts comes with this route's code only (the router splits each route's component). */
export const Route = createFileRoute('/admin/analytics')({ loader: () => loadNamespace('admin-insights'), component: AnalyticsPage });
