import { createFileRoute } from '@tanstack/react-router';
import { UsersPage } from '../../features/admin/people/users-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';
import { readUsersSearch } from '../../lib/search-params.ts';

// The route table loads with the landing page: the search is read by a plain function, not a zod schema.
export const Route = createFileRoute('/admin/users/')({
  validateSearch: readUsersSearch,
  loader: () => loadNamespace('admin-people'),
  component: UsersRoute,
});

function UsersRoute() {
  const { tab } = Route.useSearch();
  return <UsersPage key={tab ?? 'users'} initialTab={tab ?? 'users'} />;
}
