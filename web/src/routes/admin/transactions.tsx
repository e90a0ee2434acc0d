import { createFileRoute } from '@tanstack/react-router';
import { TransactionsPage } from '../../features/admin/money/transactions-page.tsx';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/transactions')({ loader: () => loadNamespace('admin-money'), component: TransactionsPage });
