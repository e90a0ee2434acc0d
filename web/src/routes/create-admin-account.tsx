import { createFileRoute } from '@tanstack/react-router';
import { CreateAdminPage } from '../features/account/create-admin-page.tsx';

export const Route = createFileRoute('/create-admin-account')({ component: CreateAdminPage });
