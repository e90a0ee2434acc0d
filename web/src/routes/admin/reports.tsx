import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../features/admin/insights/reports-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/reports')({ loader: () => loadNamespace('admin-insights'), component: ReportsPage });
