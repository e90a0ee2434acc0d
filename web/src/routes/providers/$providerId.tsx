import { createFileRoute } from '@tanstack/react-router';
import { ProviderPage } from '../../features/catalog/provider-page.tsx';

export const Route = createFileRoute('/providers/$providerId')({ component: ProviderPage });
