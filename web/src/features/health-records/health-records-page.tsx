import { useQuery } from '@tanstack/react-query';
import { FileHeart, Lock, Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddRecordForm } from './components/add-record-form.tsx';
import { RecordCard } from './components/record-card.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { buttonClass, cardClass } from '../../components/ui/ui.ts';
import { cn } from '../../lib/cn.ts';
import { healthRecordKinds, healthRecordsQuery, type HealthRecordKind } from './api/health-records-api.ts';

function KindFilter({
  value,
  onChange,
  present,
}: {
  value: HealthRecordKind | 'all';
  onChange: (kind: HealthRecordKind | 'all') => void;
  present: Set<HealthRecordKind>;
}) {
  const { t } = useTranslation('health-records');
  const kinds = ['all' as const, ...healthRecordKinds.filter((kind) => present.has(kind))];
  return (
    <div role="group" aria-label={t('filter')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
      {kinds.map((kind) => (
        <button
          key={kind}
          type="button"
          aria-pressed={value === kind}
          onClick={() => onChange(kind)}
          className={cn(
            'h-9 flex-none rounded-full border px-4 text-sm font-medium transition-colors',
            value === kind
              ? 'border-brand-700 bg-brand-700 text-white dark:border-brand-400 dark:bg-brand-500 dark:text-slate-950'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200',
          )}
        >
          {t(`kinds.${kind}`)}
        </button>
      ))}
    </div>
  );
}

/** The client's private locker of prescriptions, reports and notes. */
export function HealthRecordsPage() {
  const { t } = useTranslation('health-records');
  const records = useQuery(healthRecordsQuery());
  const [adding, setAdding] = useState(false);
  const [kind, setKind] = useState<HealthRecordKind | 'all'>('all');
  const items = records.data ?? [];
  const shown = kind === 'all' ? items : items.filter((record) => record.kind === kind);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">{t('subtitle')}</p>
        </div>
        {!adding && (
          <button type="button" onClick={() => setAdding(true)} className={buttonClass('primary')} data-testid="health-record-add">
            <Plus aria-hidden="true" className="h-4 w-4" />
            {t('add')}
          </button>
        )}
      </div>
      <p className="mt-4 flex items-center gap-2 rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900 dark:bg-brand-900/40 dark:text-brand-100">
        <Lock aria-hidden="true" className="h-4 w-4 flex-none" />
        {t('private')}
      </p>
      {adding && (
        <div className="mt-6">
          <AddRecordForm onDone={() => setAdding(false)} />
        </div>
      )}
      <section className="mt-6 space-y-4" aria-label={t('title')}>
        {records.isPending && <Spinner />}
        {records.isError && (
          <div className={`${cardClass} p-6 text-center`} role="alert">
            <p>{t('loadError')}</p>
            <button type="button" onClick={() => void records.refetch()} className={buttonClass('outline', 'md', 'mt-3')}>
              {t('retry')}
            </button>
          </div>
        )}
        {records.isSuccess && items.length === 0 && !adding && (
          <div className={`${cardClass} flex flex-col items-center p-10 text-center`} data-testid="health-records-empty">
            <FileHeart aria-hidden="true" className="h-10 w-10 text-brand-600" />
            <h2 className="mt-3 text-lg font-semibold">{t('empty.title')}</h2>
            <p className="mt-1 max-w-md text-sm text-slate-600 dark:text-slate-400">{t('empty.body')}</p>
            <button type="button" onClick={() => setAdding(true)} className={buttonClass('primary', 'md', 'mt-4')}>
              <Plus aria-hidden="true" className="h-4 w-4" />
              {t('add')}
            </button>
          </div>
        )}
        {items.length > 0 && (
          <>
            <KindFilter value={kind} onChange={setKind} present={new Set(items.map((record) => record.kind))} />
            {shown.length === 0 ? (
              <p className="text-sm text-slate-600 dark:text-slate-400">{t('emptyFilter')}</p>
            ) : (
              <ul className="grid gap-4 sm:grid-cols-2">
                {shown.map((record) => (
                  <RecordCard key={record.id} record={record} />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
