import { createFileRoute, Outlet } from '@tanstack/react-router';
import { requireSignedIn } from '../lib/guards.ts';

export const Route = createFileRoute('/_authed')({
  beforeLoad: async ({ context, location }) => ({ user: await requireSignedIn(context.queryClient, location.href) }),
  component: Outlet,
});
