import { createFileRoute } from '@tanstack/react-router';
import { AmbientPage } from '../../features/mitra/ambient-page.tsx';

export const Route = createFileRoute('/_authed/ambient')({ component: AmbientPage });
