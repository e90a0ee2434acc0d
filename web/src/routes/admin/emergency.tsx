import { createFileRoute } from '@tanstack/react-router';
import { EmergencyPage } from '../../features/admin/care/emergency-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/emergency')({ loader: () => loadNamespace('admin-care'), component: EmergencyPage });
