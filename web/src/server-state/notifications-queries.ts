import { queryOptions } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export const notificationKeys = { all: ['notifications'] as const };

export const notificationsQuery = () => queryOptions({ queryKey: notificationKeys.all, queryFn: api.notifications, staleTime: 30_000 });
