import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api.ts';
import type { NotificationList } from '../../lib/api-types.ts';
import { cn } from '../../lib/cn.ts';
import { relativeTime } from '../../lib/format.ts';
import { notificationKeys, notificationsQuery } from '../../server-state/notifications-queries.ts';
import { useTakeOverFocus } from '../../components/ui/menu-stand-in.ts';
import { buttonClass } from '../../components/ui/ui.ts';

/** Spec §4: the badge shows 9+ above 9; opening the menu marks every unread one read. */
export function badgeText(count: number) {
  return count > 9 ? '9+' : String(count);
}

/** Loaded after the first render (header-menus.tsx); opened at once when its stand-in was pressed. */
export function NotificationsBell({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(defaultOpen);
  const trigger = useRef<HTMLButtonElement>(null);
  useTakeOverFocus('notifications-bell', trigger);
  const { data } = useQuery(notificationsQuery());
  const unread = data?.unreadCount ?? 0;
  const readAll = useMutation({
    mutationFn: api.readAllNotifications,
    onSuccess: () => {
      queryClient.setQueryData<NotificationList>(
        notificationKeys.all,
        (old) => old && { unreadCount: 0, items: old.items.map((item) => ({ ...item, readAt: item.readAt ?? new Date().toISOString() })) },
      );
    },
  });
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next && unread > 0) readAll.mutate();
  };
  // Opened by its stand-in's press: reading them all waits for the list.
  const [readOnArrival, setReadOnArrival] = useState(defaultOpen);
  useEffect(() => {
    if (!readOnArrival || !data) return;
    setReadOnArrival(false);
    if (open && data.unreadCount > 0) readAll.mutate();
  }, [readOnArrival, data, open, readAll]);
  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Trigger
        ref={trigger}
        className={buttonClass('ghost', 'icon', 'relative')}
        aria-label={unread > 0 ? t('notifications.unread', { count: unread }) : t('notifications.open')}
        data-testid="notifications-bell"
      >
        <Bell aria-hidden="true" className="h-5 w-5" />
        {unread > 0 && (
          <span
            data-testid="notifications-badge"
            className="absolute right-0 top-0 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          className="z-50 w-[min(22rem,calc(100vw-1.5rem))] rounded-2xl border border-slate-200 bg-white shadow-xl dark:border-slate-700 dark:bg-slate-900"
        >
          <h2 className="border-b border-slate-200 px-4 py-3 text-sm font-semibold dark:border-slate-700">{t('notifications.title')}</h2>
          {!data || data.items.length === 0 ? (
            <p className="px-4 py-8 text-center text-sm text-slate-600 dark:text-slate-400">{t('notifications.empty')}</p>
          ) : (
            <ul className="max-h-96 overflow-y-auto" data-testid="notifications-list">
              {data.items.map((item) => {
                const age = relativeTime(item.createdAt);
                return (
                  <li key={item.id} className="border-b border-slate-100 last:border-0 dark:border-slate-800">
                    {/* Spec §4: a click reads it; booking news leads to My bookings. */}
                    <button
                      type="button"
                      className={cn(
                        'block w-full px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800',
                        !item.readAt && 'bg-brand-50/60 dark:bg-brand-900/20',
                      )}
                      onClick={() => {
                        if (!item.readAt) void api.readNotification(item.id).catch(() => undefined);
                        setOpen(false);
                        if (item.type === 'booking' || item.type === 'reminder' || item.type === 'waitlist')
                          void navigate({ to: '/bookings' });
                      }}
                    >
                      <span className="block text-sm font-semibold">{item.title}</span>
                      <span className="mt-0.5 block text-sm text-slate-700 dark:text-slate-300">{item.message}</span>
                      <span className="mt-1 block text-xs text-slate-600 dark:text-slate-400">
                        {t(`notifications.${age.key}`, { count: age.count })}
                      </span>
                    </button>
                  </li>
                );
              })}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
