import { Link } from '@tanstack/react-router';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/ui/ui.ts';
import { cn } from '../../lib/cn.ts';
import { adminNavGroups } from './admin-nav.ts';
import type { SidebarState } from './use-sidebar.ts';

const linkClass =
  'flex h-10 items-center gap-3 rounded-lg px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 data-[status=active]:bg-brand-50 data-[status=active]:text-brand-800 dark:text-slate-300 dark:hover:bg-slate-800 dark:data-[status=active]:bg-brand-900/40 dark:data-[status=active]:text-brand-100';

function SidebarLinks({ compact, onNavigate }: { compact: boolean; onNavigate?: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <nav aria-label={t('sidebar.label')} className="flex flex-col gap-4 p-2">
      {adminNavGroups.map((group) => (
        <div key={group.label}>
          <p
            className={cn(
              'px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400',
              compact && 'sr-only',
            )}
          >
            {t(group.label)}
          </p>
          <ul className="space-y-0.5">
            {group.items.map(({ to, label, icon: Icon, exact }) => (
              <li key={to}>
                <Link
                  to={to as '/'}
                  activeOptions={{ exact: exact ?? false }}
                  className={cn(linkClass, compact && 'justify-center px-0')}
                  title={compact ? t(label) : undefined}
                  onClick={onNavigate}
                >
                  <Icon aria-hidden="true" className="h-4 w-4 flex-none" />
                  <span className={cn(compact && 'sr-only')}>{t(label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

/**
 * Spec §2 admin sidebar: 16rem wide, 3rem when collapsed (icons only, names as tooltips) on a desktop;
 * below 768 px a drawer of 18rem over the page.
 */
export function AdminSidebar({ sidebar }: { sidebar: SidebarState }) {
  const { t } = useTranslation('admin');
  return (
    <>
      <aside
        data-testid="admin-sidebar"
        data-state={sidebar.expanded ? 'expanded' : 'collapsed'}
        className="sticky top-0 hidden h-dvh flex-none overflow-y-auto border-r border-slate-200 bg-white transition-[width] duration-200 data-[state=collapsed]:w-12 data-[state=expanded]:w-64 md:block dark:border-slate-800 dark:bg-slate-950"
      >
        <div className={cn('flex h-14 items-center border-b border-slate-200 px-4 dark:border-slate-800', !sidebar.expanded && 'px-0')}>
          <Link to="/admin" className={cn('font-bold text-brand-800 dark:text-brand-200', !sidebar.expanded && 'w-full text-center')}>
            {sidebar.expanded ? t('sidebar.title') : 'BM'}
          </Link>
        </div>
        <SidebarLinks compact={!sidebar.expanded} />
      </aside>
      <Dialog.Root open={sidebar.isMobile && sidebar.mobileOpen} onOpenChange={sidebar.setMobileOpen}>
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 md:hidden" />
          <Dialog.Content
            data-testid="admin-sidebar-drawer"
            className="fixed inset-y-0 left-0 z-50 w-72 overflow-y-auto bg-white shadow-xl md:hidden dark:bg-slate-950"
            aria-describedby={undefined}
          >
            <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4 dark:border-slate-800">
              <Dialog.Title className="font-bold text-brand-800 dark:text-brand-200">{t('sidebar.title')}</Dialog.Title>
              <Dialog.Close className={buttonClass('ghost', 'icon')} aria-label={t('sidebar.close')}>
                <X aria-hidden="true" className="h-5 w-5" />
              </Dialog.Close>
            </div>
            <SidebarLinks compact={false} onNavigate={() => sidebar.setMobileOpen(false)} />
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
