import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProviderPage } from '../../lib/api-types.ts';
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
      ) : data?.asked && data.items.length === 0 ? (
        <KindNotHere asked={data.asked} alternatives={data.alternatives ?? []} />
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

type Asked = NonNullable<ProviderPage['asked']>;
type Alternatives = NonNullable<ProviderPage['alternatives']>;

/** "dentists" in English; in Hindi and Tamil the catalogue's name as it is. */
function kindName(specialties: string[], language: string): string {
  if (!language.startsWith('en')) return specialties.join(', ');
  return specialties.map((name) => (name.endsWith('s') ? name : `${name}s`).toLowerCase()).join(', ');
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Honest search: nothing of the kind asked is where asked. Says so, and shows what there is
 * under headings that say why it is offered, never as matches.
 */
function KindNotHere({ asked, alternatives }: { asked: Asked; alternatives: Alternatives }) {
  const { t, i18n } = useTranslation();
  const kind = kindName(asked.specialties, i18n.language);
  const heading = (reason: Alternatives[number]['reason']) =>
    reason === 'other_city'
      ? capitalised(t('providers.alternativeOtherCity', { kind }))
      : asked.city
        ? t('providers.alternativeOtherSpecialty', { kind, city: asked.city })
        : t('providers.alternativeOtherSpecialtyAnywhere', { kind });
  return (
    <section className="mt-6" data-testid="kind-not-here">
      <h2 className="text-xl font-semibold" aria-live="polite">
        {asked.city ? t('providers.noneOfKind', { kind, city: asked.city }) : t('providers.noneOfKindAnywhere', { kind })}
      </h2>
      {alternatives.length > 0 && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('providers.noneOfKindHint')}</p>}
      {alternatives.map((group) => (
        <section key={group.reason} className="mt-6" data-testid={`alternatives-${group.reason}`} aria-label={heading(group.reason)}>
          <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
            {heading(group.reason)}
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-medium text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
              {t('providers.notAMatch')}
            </span>
          </h3>
          <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {group.items.map((provider) => (
              <li key={provider.id} className="min-w-0">
                <ProviderCard provider={provider} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  );
}
