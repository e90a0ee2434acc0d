import { createFileRoute } from '@tanstack/react-router';
import { SetupProfilePage } from '../../features/account/setup-profile-page.tsx';

export const Route = createFileRoute('/_authed/setup-profile')({ component: SetupProfilePage });
