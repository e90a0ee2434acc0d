import { createFileRoute } from '@tanstack/react-router';
import { SetupProfilePage } from '../../pages/setup-profile-page.tsx';

export const Route = createFileRoute('/_authed/setup-profile')({ component: SetupProfilePage });
