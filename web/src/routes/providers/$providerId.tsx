import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '../../pages/provider-page.tsx';

export const Route = createFileRoute('/providers/$providerId')({ component: ProviderPage });
