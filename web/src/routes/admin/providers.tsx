import { createFileRoute } from '@tanstack/react-router';
import { ProvidersPage } from '../../features/admin/people/providers-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/providers')({ loader: () => loadNamespace('admin-people'), component: ProvidersPage });
