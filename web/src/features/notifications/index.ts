/** What the app shell uses of notifications: the bell (its keys and queries are server state, in server-state/). */
export { NotificationsBell } from './notifications-bell.tsx';
