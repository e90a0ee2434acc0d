import { createFileRoute } from '@tanstack/react-router';
import { HealthPage } from '../../features/admin/ops/health-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/health')({ loader: () => loadNamespace('admin-ops'), component: HealthPage });
