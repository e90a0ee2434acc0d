import { createFileRoute } from '@tanstack/react-router';
import { MitraPage } from '../../features/mitra/mitra-page.tsx';

export const Route = createFileRoute('/_authed/mitra')({ component: MitraPage });
