import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../components/spinner.tsx';
import { buttonClass, cardClass } from '../components/ui.ts';
import { api } from '../lib/api.ts';
import { formatRupees } from '../lib/format.ts';
import { queryKeys } from '../lib/query-client.ts';

const route = getRouteApi('/services/');

/** Services matching `q` (the palette's service results land here), each leading to its provider. */
export function ServicesPage() {
  const { t, i18n } = useTranslation();
  const { q = '' } = route.useSearch();
  const { data = [], isPending } = useQuery({ queryKey: queryKeys.search(`services:${q}`), queryFn: () => api.search(q, 24), enabled: q.length >= 2 });
  const services = data.filter((hit) => hit.kind === 'service');
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('services.title')}</h1>
      {q && <p className="mt-1 text-slate-600 dark:text-slate-400">{t('services.for', { q })}</p>}
      {q.length >= 2 && isPending ? <Spinner /> : services.length === 0 ? (
        <p className="mt-8 text-center text-slate-600 dark:text-slate-400">{t('palette.empty')}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {services.map((hit) => (
            <li key={hit.id} className={`${cardClass} flex items-center gap-4 p-5`}>
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{hit.label}</p>
                <p className="text-sm text-slate-600 dark:text-slate-400">{hit.providerName} · {hit.city}</p>
              </div>
              {hit.pricePaise !== null && <span className="font-semibold">{formatRupees(hit.pricePaise, i18n.language)}</span>}
              <Link to="/services/$serviceId/book" params={{ serviceId: hit.id }} search={{ providerId: hit.providerId }} className={buttonClass('secondary', 'sm')} data-testid="book-service">{t('services.book')}</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
