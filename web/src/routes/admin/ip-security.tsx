import { createFileRoute } from '@tanstack/react-router';
import { IpSecurityPage } from '../../features/admin/system/index.ts';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/ip-security')({ loader: () => loadNamespace('admin-system'), component: IpSecurityPage });
