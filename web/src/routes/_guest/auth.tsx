import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec §2 lists /auth as another door to the same sign-in screen.
export const Route = createFileRoute('/_guest/auth')({
  beforeLoad: () => {
    throw redirect({ to: '/signin' });
  },
});
