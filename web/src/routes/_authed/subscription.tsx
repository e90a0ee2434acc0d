import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../../features/bookings/subscription-page.tsx';

export const Route = createFileRoute('/_authed/subscription')({ component: SubscriptionPage });
