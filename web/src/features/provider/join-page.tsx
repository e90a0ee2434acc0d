import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner.tsx';
import { myApplicationQuery, providerApi } from './api/provider-api.ts';
import { ApplicationStatus } from './components/application-status.tsx';
import { JoinForm } from './components/join-form.tsx';
import { useProviderChange } from './components/use-provider-change.ts';

/** Joining: the application form, or where the application stands (a rejected one may apply again). */
export function JoinPage() {
  const { t } = useTranslation('provider-web');
  const application = useQuery(myApplicationQuery);
  const apply = useProviderChange(providerApi.apply, t('join.filed'));
  const canApply = application.data === null || application.data?.status === 'rejected';
  return (
    <div className="mx-auto max-w-2xl space-y-5 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('join.title')}</h1>
      <p className="text-slate-700 dark:text-slate-300">{t('join.intro')}</p>
      {application.isPending ? (
        <Spinner />
      ) : application.isError ? (
        <p>{t('join.failed')}</p>
      ) : (
        <>
          {application.data && <ApplicationStatus application={application.data} />}
          {canApply && <JoinForm busy={apply.isPending} onSubmit={(values) => apply.mutate(values)} />}
        </>
      )}
    </div>
  );
}
