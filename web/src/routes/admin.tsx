import { createFileRoute } from '@tanstack/react-router';
import { AdminGate } from '../app/admin-layout/admin-layout.tsx';
import { requireSignedIn } from '../lib/guards.ts';
import { loadNamespace } from '../lib/i18n.ts';

/** Spec §2/§4 admin area: signed-out visitors go to /signin; the gate screen decides the rest with the server. */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context, location }) => ({ user: await requireSignedIn(context.queryClient, location.href) }),
  loader: () => loadNamespace('admin'),
  component: AdminRoute,
});

function AdminRoute() {
  const { user } = Route.useRouteContext();
  return <AdminGate user={user} />;
}
