import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, Link, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { useEffect, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProviderCard } from '../components/provider-card.tsx';
import { Spinner } from '../components/spinner.tsx';
import { buttonClass, inputClass } from '../components/ui.ts';
import { api } from '../lib/api.ts';
import { categoryIds } from '../lib/api-types.ts';
import { cities } from '../lib/cities.ts';
import { notifyError } from '../lib/notify-error.ts';
import { queryKeys } from '../lib/query-client.ts';

const route = getRouteApi('/providers/');
const selectClass = `${inputClass} appearance-none pr-8`;

export function ProvidersPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = useNavigate({ from: '/providers/' });
  const { data, isPending, error } = useQuery({
    queryKey: queryKeys.providers(search),
    queryFn: () => api.providers(search),
    placeholderData: keepPreviousData,
  });
  useEffect(() => {
    if (error) notifyError(error, { title: 'toast.fetchProvidersFailed', body: 'toast.tryLater' });
  }, [error]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim() || undefined;
    void navigate({ search: { q: text('q'), category: text('category') as never, city: text('city') } });
  };

  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  const page = search.page ?? 1;

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('providers.title')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('providers.subtitle')}</p>
      <form role="search" onSubmit={onSubmit} className="mt-6 grid gap-3 md:grid-cols-[1fr_12rem_12rem_auto]" key={JSON.stringify(search)}>
        <div className="relative">
          <label htmlFor="provider-search" className="sr-only">{t('providers.searchLabel')}</label>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-3 h-5 w-5 text-slate-500" />
          <input id="provider-search" name="q" type="search" defaultValue={search.q ?? ''} placeholder={t('providers.searchPlaceholder')} className={`${inputClass} pl-10`} data-testid="provider-search" />
        </div>
        <div>
          <label htmlFor="provider-category" className="sr-only">{t('providers.category')}</label>
          <select id="provider-category" name="category" defaultValue={search.category ?? ''} className={selectClass}>
            <option value="">{t('providers.allCategories')}</option>
            {categoryIds.map((id) => <option key={id} value={id}>{t(`categories.${id}`)}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="provider-city" className="sr-only">{t('providers.city')}</label>
          <select id="provider-city" name="city" defaultValue={search.city ?? ''} className={selectClass}>
            <option value="">{t('providers.allCities')}</option>
            {cities.map((city) => <option key={city} value={city}>{city}</option>)}
          </select>
        </div>
        <button type="submit" className={buttonClass('primary', 'md', 'h-11')} data-testid="provider-search-submit">{t('providers.searchButton')}</button>
      </form>

      {isPending ? (
        <Spinner />
      ) : !data || data.items.length === 0 ? (
        <div className="mt-10 rounded-2xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
          <p className="font-semibold">{t('providers.empty')}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('providers.emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">{t('providers.results', { count: data.total })}</p>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {data.items.map((provider) => <li key={provider.id} className="min-w-0"><ProviderCard provider={provider} /></li>)}
          </ul>
          {pages > 1 && (
            <nav aria-label={t('providers.page', { page, pages })} className="mt-8 flex items-center justify-center gap-3">
              {page > 1 ? <Link from="/providers/" search={(prev) => ({ ...prev, page: page - 1 })} className={buttonClass('outline', 'sm')}>{t('providers.previous')}</Link> : null}
              <span className="text-sm text-slate-600 dark:text-slate-400">{t('providers.page', { page, pages })}</span>
              {page < pages ? <Link from="/providers/" search={(prev) => ({ ...prev, page: page + 1 })} className={buttonClass('outline', 'sm')}>{t('providers.next')}</Link> : null}
            </nav>
          )}
        </>
      )}
    </div>
  );
}
