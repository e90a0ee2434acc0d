import { Link } from '@tanstack/react-router';
import { Clock, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { CategoryId } from '../../../lib/api-types.ts';
import { formatRupees } from '../../../lib/format.ts';
import { CategoryIcon } from './category-icon.tsx';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';

/** What a services-list row shows; search hits lack the duration and the area. */
export type ServiceRowData = {
  id: string;
  name: string;
  category: CategoryId;
  providerName: string;
  city: string;
  area?: string | null;
  pricePaise: number | null;
  durationMinutes?: number;
};

/** One service of the services list, with a Book button that needs nothing but the service id. */
export function ServiceRow({ service }: { service: ServiceRowData }) {
  const { t, i18n } = useTranslation();
  return (
    <li className={`${cardClass} flex flex-wrap items-center gap-x-4 gap-y-3 p-4 sm:p-5`} data-testid="service-row">
      <span
        aria-hidden="true"
        className="flex h-11 w-11 flex-none items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-300"
      >
        <CategoryIcon category={service.category} className="h-6 w-6" />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold [overflow-wrap:anywhere]">{service.name}</p>
        <p className="text-sm text-slate-700 dark:text-slate-300">{service.providerName}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 text-sm text-slate-600 dark:text-slate-400">
          <span className="inline-flex items-center gap-1">
            <MapPin aria-hidden="true" className="h-3.5 w-3.5" />
            {[service.area, service.city].filter(Boolean).join(', ')}
          </span>
          {service.durationMinutes !== undefined && (
            <span className="inline-flex items-center gap-1">
              <Clock aria-hidden="true" className="h-3.5 w-3.5" />
              {t('services.minutes', { count: service.durationMinutes })}
            </span>
          )}
        </p>
      </div>
      <div className="ml-auto flex items-center gap-3">
        {service.pricePaise !== null && <span className="font-semibold">{formatRupees(service.pricePaise, i18n.language)}</span>}
        <Link
          to="/services/$serviceId/book"
          params={{ serviceId: service.id }}
          className={buttonClass('primary', 'sm')}
          aria-label={`${t('services.book')}: ${service.name}, ${service.providerName}`}
          data-testid="book-service"
        >
          {t('services.book')}
        </Link>
      </div>
    </li>
  );
}
