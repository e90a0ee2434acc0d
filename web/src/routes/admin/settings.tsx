import { createFileRoute } from '@tanstack/react-router';
import { SettingsPage } from '../../features/admin/system/index.ts';
import { loadNamespace } from '../../lib/i18n.ts';

export const Route = createFileRoute('/admin/settings')({ loader: () => loadNamespace('admin-system'), component: SettingsPage });
