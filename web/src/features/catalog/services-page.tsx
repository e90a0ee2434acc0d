import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { catalogKeys } from './api/catalog-queries.ts';
import { CatalogFilters, EmptyResults, Pager } from './components/catalog-filters.tsx';
import { ServiceRow, type ServiceRowData } from './components/service-row.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { api } from '../../lib/api.ts';
import { notifyError } from '../../lib/notify-error.ts';
import type { CatalogSearch } from '../../lib/search-params.ts';

const route = getRouteApi('/services/');
const searchLimit = 24;

type Results = { items: ServiceRowData[]; total: number; pages: number };

/**
 * With `q` (the palette's service results land here): the search index's best matches, typos and
 * synonyms included. Without: every bookable service, page by page, to browse.
 */
async function fetchServices({ q, page, ...filters }: CatalogSearch): Promise<Results> {
  if (q && q.length >= 2) {
    const hits = await api.search(q, searchLimit, filters);
    const items = hits.filter((hit) => hit.kind === 'service').map((hit) => ({ ...hit, name: hit.label }));
    return { items, total: items.length, pages: 1 };
  }
  const result = await api.services({ ...filters, page });
  return { items: result.items, total: result.total, pages: Math.max(1, Math.ceil(result.total / result.pageSize)) };
}

const servicesQuery = (search: CatalogSearch) =>
  queryOptions({ queryKey: catalogKeys.services(search), queryFn: () => fetchServices(search), placeholderData: keepPreviousData });

export function ServicesPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/services/' });
  const { data, isPending, error } = useQuery(servicesQuery(search));
  useEffect(() => {
    if (error) notifyError(error, { title: 'toast.fetchServicesFailed', body: 'toast.tryLater' });
  }, [error]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('services.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{search.q ? t('services.for', { q: search.q }) : t('services.subtitle')}</p>
      <CatalogFilters
        idPrefix="service"
        searchLabel={t('services.searchLabel')}
        placeholder={t('services.searchPlaceholder')}
        values={search}
        onSearch={(values) => void navigate({ search: values })}
      />
      {isPending ? (
        <Spinner />
      ) : !data || data.items.length === 0 ? (
        <EmptyResults title={t('palette.empty')} hint={t('services.emptyHint')} />
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            {t('services.results', { count: data.total })}
          </p>
          <ul className="mt-3 space-y-3">
            {data.items.map((service) => (
              <ServiceRow key={service.id} service={service} />
            ))}
          </ul>
          <Pager from="/services/" page={search.page ?? 1} pages={data.pages} />
        </>
      )}
    </div>
  );
}
