import { createFileRoute } from '@tanstack/react-router';
import { UserDetailPage } from '../../features/admin/people/user-detail-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/users/$userId')({ loader: () => loadNamespace('admin-people'), component: UserDetailRoute });

function UserDetailRoute() {
  const { userId } = Route.useParams();
  return <UserDetailPage userId={userId} />;
}
