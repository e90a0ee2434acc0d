import { createFileRoute } from '@tanstack/react-router';
import { AdminOverviewPage } from '../../features/admin/index.ts';

export const Route = createFileRoute('/admin/')({ component: AdminOverviewPage });
