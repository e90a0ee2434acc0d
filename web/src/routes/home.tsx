import { createFileRoute } from '@tanstack/react-router';
import { LandingPage } from '../features/catalog/landing-page.tsx';
import { readHomeSearch } from '../lib/search-params.ts';

/** `?notFor=provider`: the provider-page guard sent a signed-in client here, and the page says why. */
export const Route = createFileRoute('/home')({ validateSearch: readHomeSearch, component: LandingPage });
