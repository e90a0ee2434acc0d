import { createFileRoute } from '@tanstack/react-router';
import { ComplaintsPage } from '../../features/complaints/index.ts';

export const Route = createFileRoute('/_authed/complaints')({ component: ComplaintsPage });
