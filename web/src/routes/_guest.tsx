import { createFileRoute, Outlet } from '@tanstack/react-router';
import { redirectSignedIn } from '../lib/guards.ts';

export const Route = createFileRoute('/_guest')({
  beforeLoad: ({ context }) => redirectSignedIn(context.queryClient),
  component: Outlet,
});
