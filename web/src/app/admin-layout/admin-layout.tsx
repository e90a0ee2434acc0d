import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { FullPageLoading } from '../../components/ui/full-page-loading.tsx';
import { ApiError } from '../../lib/api.ts';
import type { SessionUser } from '../../lib/session.ts';
import { adminAccessQuery, adminKey } from '../../features/admin/index.ts';
import { AdminHeader } from './admin-header.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';
import { GateScreen, refusalOf } from './gate-screens.tsx';
import { useSidebar } from './use-sidebar.ts';

const gateCodes = new Set(['ip_not_allowed', 'account_inactive', 'forbidden']);

/**
 * When any admin call is refused by the gate (the allowlist changed, the account was deactivated),
 * the access check runs again so the whole panel shows the refusal instead of one broken table.
 */
function useRecheckOnRefusal() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = event.query.state.error;
        const isAdminQuery = event.query.queryKey[0] === adminKey[0] && event.query.queryKey[1] !== 'access';
        if (event.type === 'updated' && isAdminQuery && error instanceof ApiError && gateCodes.has(error.code)) {
          void queryClient.invalidateQueries({ queryKey: adminAccessQuery.queryKey });
        }
      }),
    [queryClient],
  );
}

function PanelLayout({ user }: { user: SessionUser }) {
  const sidebar = useSidebar();
  return (
    <div className="flex min-h-dvh">
      <AdminSidebar sidebar={sidebar} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader sidebar={sidebar} user={user} />
        <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-3 py-5 focus:outline-none sm:px-6">
          <Outlet />
        </main>
      </div>
    </div>
  );
}

/**
 * Spec §4 admin gate: the server decides (admin role, active account, the IP allowlist) on every
 * call; this screen asks once and shows the refusal's own screen, or the panel.
 */
export function AdminGate({ user }: { user: SessionUser }) {
  const access = useQuery({ ...adminAccessQuery, enabled: user.role === 'admin' });
  useRecheckOnRefusal();
  if (user.role !== 'admin') return <GateScreen refusal="denied" />;
  if (access.isPending) return <FullPageLoading />;
  if (access.error) {
    const error = access.error instanceof ApiError ? access.error : undefined;
    const ipAddress = typeof error?.details?.ipAddress === 'string' ? error.details.ipAddress : undefined;
    return <GateScreen refusal={refusalOf(error?.code, error?.status)} ipAddress={ipAddress} />;
  }
  return <PanelLayout user={user} />;
}
