import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { UsersPage } from '../../features/admin/people/users-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

/** `?tab=requests` opens the role requests (the dashboard's "Role requests to decide" links there). */
const usersSearch = z.object({ tab: z.enum(['users', 'requests']).optional().catch(undefined) });

export const Route = createFileRoute('/admin/users/')({
  validateSearch: usersSearch,
  loader: () => loadNamespace('admin-people'),
  component: UsersRoute,
});

function UsersRoute() {
  const { tab } = Route.useSearch();
  return <UsersPage key={tab ?? 'users'} initialTab={tab ?? 'users'} />;
}
