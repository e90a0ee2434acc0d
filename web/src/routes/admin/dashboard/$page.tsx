import { createFileRoute, redirect } from '@tanstack/react-router';

/** /admin/dashboard/users and the like (the spec's nested reading) are the pages under /admin. */
export const Route = createFileRoute('/admin/dashboard/$page')({
  beforeLoad: ({ params }) => {
    throw redirect({ href: `/admin/${encodeURIComponent(params.page)}`, replace: true });
  },
});
