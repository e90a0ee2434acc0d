import { createFileRoute } from '@tanstack/react-router';
import { BookingsPage } from '../../features/bookings/bookings-page.tsx';

export const Route = createFileRoute('/_authed/bookings')({ component: BookingsPage });
