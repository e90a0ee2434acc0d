import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2 lists /login as another door to the same sign-in screen.
export const Route = createFileRoute('/_guest/login')({
  beforeLoad: () => {
    throw redirect({ to: '/signin' });
  },
});
