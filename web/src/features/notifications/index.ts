/** What other features may use of notifications: its query keys (a booking change refreshes the list). */
export { notificationKeys } from './api/notifications-queries.ts';
