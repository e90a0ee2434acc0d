import { createFileRoute } from '@tanstack/react-router';
import { ServiceApprovalsPage } from '../../features/admin/people/service-approvals-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/service-approvals')({
  loader: () => loadNamespace('admin-people'),
  component: ServiceApprovalsPage,
});
