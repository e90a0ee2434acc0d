import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/catalog/landing-page.tsx';

export const Route = createFileRoute('/home')({ component: LandingPage });
