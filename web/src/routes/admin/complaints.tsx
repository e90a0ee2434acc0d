import { createFileRoute } from '@tanstack/react-router';
import { AdminComplaintsPage } from '../../features/admin/system/index.ts';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/complaints')({ loader: () => loadNamespace('admin-system'), component: AdminComplaintsPage });
