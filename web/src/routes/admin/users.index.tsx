import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../features/admin/people/users-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/users/')({ loader: () => loadNamespace('admin-people'), component: UsersPage });
