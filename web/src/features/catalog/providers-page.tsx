import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { providersQuery } from './api/catalog-queries.ts';
import { CatalogFilters, EmptyResults, Pager } from './components/catalog-filters.tsx';
import { ProviderCard } from './components/provider-card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { notifyError } from '../../lib/notify-error.ts';
import { EmergencyBanner } from './components/emergency-banner.tsx';

const route = getRouteApi('/providers/');

export function ProvidersPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/providers/' });
  const { data, isPending, error } = useQuery({ ...providersQuery(search), placeholderData: keepPreviousData });
  useEffect(() => {
    if (error) notifyError(error, { title: 'toast.fetchProvidersFailed', body: 'toast.tryLater' });
  }, [error]);

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = search.page ?? 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('providers.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('providers.subtitle')}</p>
      <EmergencyBanner city={search.city} category={search.category} />
      <CatalogFilters
        idPrefix="provider"
        searchLabel={t('providers.searchLabel')}
        placeholder={t('providers.searchPlaceholder')}
        values={search}
        onSearch={(values) => void navigate({ search: values })}
      />

      {isPending ? (
        <Spinner fill />
      ) : !data || data.items.length === 0 ? (
        <EmptyResults title={t('providers.empty')} hint={t('providers.emptyHint')} />
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {t('providers.results', { count: data.total })}
          </p>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((provider) => (
              <li key={provider.id} className="min-w-0">
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
          <Pager from="/providers/" page={page} pages={pages} />
        </>
      )}
    </div>
  );
}
