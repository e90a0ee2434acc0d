import { createFileRoute } from '@tanstack/react-router';
import { PaymentsPage } from '../../features/admin/money/payments-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/payments')({ loader: () => loadNamespace('admin-money'), component: PaymentsPage });
