import { createFileRoute } from '@tanstack/react-router';
import { ExportPage } from '../../features/admin/ops/export-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/export')({ loader: () => loadNamespace('admin-ops'), component: ExportPage });
