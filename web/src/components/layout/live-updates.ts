/** The live-events listener for layouts outside the site header (the admin panel's); the header imports it directly. */
export { LiveEvents } from '../../features/notifications/live-events.tsx';
