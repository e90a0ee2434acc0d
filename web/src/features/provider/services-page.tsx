import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { cn } from '../../lib/cn.ts';
import { formatRupees } from '../../lib/format.ts';
import { ownServicesQuery, providerApi } from './api/provider-api.ts';
import type { OwnService } from './api/provider-types.ts';
import { PracticeNav } from './components/practice-nav.tsx';
import { ServiceForm } from './components/service-form.tsx';
import { useProviderChange } from './components/use-provider-change.ts';

const approvalClass: Record<OwnService['approval'], string> = {
  pending: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
  approved: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-900/50 dark:text-emerald-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-900/50 dark:text-red-100',
};

function ServiceItem({ service }: { service: OwnService }) {
  const { t, i18n } = useTranslation('provider-web');
  const [editing, setEditing] = useState(false);
  const change = useProviderChange(
    (patch: Parameters<typeof providerApi.changeService>[1]) => providerApi.changeService(service.id, patch),
    (changed) => (changed.approval === 'pending' ? t('services.savedPending') : t('services.saved')),
    () => setEditing(false),
  );
  return (
    <li className={cn(cardClass, 'p-4')} data-testid="own-service">
      {editing ? (
        <ServiceForm
          service={service}
          busy={change.isPending}
          onSubmit={(values) => change.mutate(values)}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="space-y-3">
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              <p className="font-semibold" data-testid="service-name">
                {service.name}
              </p>
              <p className="text-sm text-slate-700 dark:text-slate-300">
                {t('services.minutes', { count: service.durationMinutes })} · {formatRupees(service.pricePaise, i18n.language)}
              </p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1">
              <span
                className={cn('rounded-full px-2.5 py-1 text-xs font-semibold', approvalClass[service.approval])}
                data-testid="service-approval"
              >
                {t(`approval.${service.approval}`)}
              </span>
              {!service.isActive && (
                <span className="rounded-full bg-slate-200 px-2.5 py-1 text-xs font-semibold text-slate-800 dark:bg-slate-800 dark:text-slate-200">
                  {t('services.paused')}
                </span>
              )}
            </div>
          </div>
          {service.approval === 'pending' && <p className="text-sm text-amber-800 dark:text-amber-300">{t('services.pendingNote')}</p>}
          {service.description && <p className="text-sm text-slate-700 dark:text-slate-300">{service.description}</p>}
          <div className="flex gap-2">
            <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setEditing(true)}>
              {t('services.edit')}
            </button>
            <button
              type="button"
              className={buttonClass('outline', 'sm')}
              disabled={change.isPending}
              onClick={() => change.mutate({ isActive: !service.isActive })}
              data-testid="service-pause"
            >
              {service.isActive ? t('services.pause') : t('services.resume')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}

function AddService() {
  const { t } = useTranslation('provider-web');
  const [formKey, setFormKey] = useState(0);
  const add = useProviderChange(providerApi.addService, t('services.addedPending'), () => setFormKey((key) => key + 1));
  return (
    <section className={cn(cardClass, 'p-4')} aria-labelledby="add-service-title">
      <h2 id="add-service-title" className="mb-3 text-lg font-semibold">
        {t('services.addTitle')}
      </h2>
      <ServiceForm key={formKey} busy={add.isPending} onSubmit={(values) => add.mutate(values)} />
    </section>
  );
}

/** Spec §2 "Add Your Service": the provider's services in every state, and a form for a new one. */
export function ServicesPage() {
  const { t } = useTranslation('provider-web');
  const services = useQuery(ownServicesQuery);
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('services.title')}</h1>
      <PracticeNav />
      <AddService />
      <section aria-labelledby="services-title">
        <h2 id="services-title" className="mb-3 text-lg font-semibold">
          {t('services.listTitle')}
        </h2>
        {services.isPending ? (
          <Spinner />
        ) : services.isError ? (
          <p>{t('services.failed')}</p>
        ) : services.data.length === 0 ? (
          <p className="text-slate-600 dark:text-slate-400">{t('services.empty')}</p>
        ) : (
          <ul className="space-y-3" data-testid="own-services">
            {services.data.map((service) => (
              <ServiceItem key={service.id} service={service} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
