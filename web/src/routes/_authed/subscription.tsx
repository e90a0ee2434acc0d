import { createFileRoute } from '@tanstack/react-router';
import { SubscriptionPage } from '../../pages/subscription-page.tsx';

export const Route = createFileRoute('/_authed/subscription')({ component: SubscriptionPage });
