import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../pages/landing-page.tsx';

export const Route = createFileRoute('/home')({ component: LandingPage });
