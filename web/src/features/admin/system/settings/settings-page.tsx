import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { cardClass } from '../../../../components/ui/ui.ts';
import { formatIstDateTime, formatRupees } from '../../../../lib/format.ts';
import { AdminPageHeader } from '../../components/admin-page-header.tsx';
import { adminColumns, DataTable } from '../../components/data-table.tsx';
import { settingsHistoryQuery, settingsQuery, systemApi, type SettingChangePage } from '../api/system-api.ts';
import { useSystemChange } from '../api/use-system-change.ts';
import { SettingsForm } from './settings-form.tsx';

type Change = SettingChangePage['items'][number];
const column = adminColumns<Change>();

/** A stored value as people read it: prices in ₹, reminder hours as "24 h / 2 h". */
function useShowValue() {
  const { i18n } = useTranslation('admin-system');
  return (key: string, value: unknown): string => {
    if (value === null || value === undefined) return '—';
    if (key === 'planPricePaise' && typeof value === 'object') {
      const prices = value as { pro: number; enterprise: number };
      return `Pro ${formatRupees(prices.pro, i18n.language)} · Enterprise ${formatRupees(prices.enterprise, i18n.language)}`;
    }
    if (key === 'reminderLeadHours' && typeof value === 'object') {
      const lead = value as { first: number; second: number };
      return `${lead.first} h · ${lead.second} h`;
    }
    return String(value);
  };
}

function History() {
  const { t, i18n } = useTranslation('admin-system');
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery(settingsHistoryQuery(page));
  const show = useShowValue();
  const columns = [
    column.accessor('createdAt', {
      id: 'createdAt',
      header: t('settings.history.when'),
      cell: ({ getValue }) => formatIstDateTime(getValue(), i18n.language),
    }),
    column.accessor('key', {
      id: 'key',
      header: t('settings.history.setting'),
      cell: ({ getValue }) => t(`settings.keys.${getValue()}`, { defaultValue: getValue() }),
    }),
    column.accessor((row) => show(row.key, row.oldValue), { id: 'oldValue', header: t('settings.history.from') }),
    column.accessor((row) => show(row.key, row.newValue), { id: 'newValue', header: t('settings.history.to') }),
    column.accessor((row) => row.changedBy?.email ?? t('settings.history.unknown'), { id: 'changedBy', header: t('settings.history.by') }),
  ];
  return (
    <section className="mt-8" aria-labelledby="settings-history-title">
      <h2 id="settings-history-title" className="mb-3 text-lg font-bold">
        {t('settings.history.title')}
      </h2>
      <DataTable
        label={t('settings.history.title')}
        columns={columns}
        data={data}
        isFetching={isFetching}
        sort={{ sort: 'createdAt', dir: 'desc' }}
        onSortChange={() => undefined}
        onPageChange={setPage}
        rowId={(row) => row.id}
        empty={t('settings.history.empty')}
        testId="settings-history"
      />
    </section>
  );
}

/** /admin/settings: the platform settings, saved with a toast, and every change below with who and when. */
export function SettingsPage() {
  const { t } = useTranslation('admin-system');
  const { data } = useQuery(settingsQuery);
  const [version, setVersion] = useState(0);
  const save = useSystemChange({ run: systemApi.saveSettings, success: t('settings.saved'), onDone: () => setVersion((v) => v + 1) });
  return (
    <div>
      <AdminPageHeader title={t('settings.title')} description={t('settings.description')} />
      <section className={`${cardClass} p-4 sm:p-5`}>
        {data ? (
          <SettingsForm
            key={`${version}-${JSON.stringify(data)}`}
            settings={data}
            busy={save.isPending}
            onSave={(patch) => save.mutate(patch)}
          />
        ) : (
          <Spinner />
        )}
      </section>
      <History />
    </div>
  );
}
