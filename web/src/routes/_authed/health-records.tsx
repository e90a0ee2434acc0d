import { createFileRoute } from '@tanstack/react-router';
import { loadNamespace } from '../../lib/i18n.ts';
import { HealthRecordsPage } from '../../features/health-records/health-records-page.tsx';

export const Route = createFileRoute('/_authed/health-records')({
  loader: () => loadNamespace('health-records'),
  component: HealthRecordsPage,
});
