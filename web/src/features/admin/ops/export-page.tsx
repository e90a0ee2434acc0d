import { DateHint, dateHintId } from '../../../components/ui/date-hint.tsx';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { ApiError } from '../../../lib/api.ts';
import { formatNumber } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { AdminPageHeader } from '../components/admin-page-header.tsx';
import { exportFields, type ExportField } from './export-fields.ts';
import { downloadExport, exportKinds, saveFile, type ExportFilters, type ExportKind, type ExportProgress } from './ops-api.ts';

function FilterInput({
  kind,
  field,
  value,
  onChange,
}: {
  kind: ExportKind;
  field: ExportField;
  value: string;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation('admin-ops');
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {t(`fields.${field.name}`)}
      </label>
      {field.type === 'select' ? (
        <select
          id={id}
          className={`${inputClass} mt-1`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={`export-filter-${field.name}`}
        >
          <option value="">{t('any')}</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {t(`options.${kind}.${field.name}.${option}`)}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type={field.type === 'date' ? 'date' : 'search'}
          maxLength={100}
          className={`${inputClass} mt-1`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid={`export-filter-${field.name}`}
          aria-describedby={field.type === 'date' ? dateHintId(id) : undefined}
        />
      )}
      {field.type === 'date' && <DateHint inputId={id} />}
    </div>
  );
}

function ProgressBar({ progress, running }: { progress: ExportProgress; running: boolean }) {
  const { t, i18n } = useTranslation('admin-ops');
  const total = progress.total ?? 0;
  // The estimate was taken when the export began; rows added since may pass it, so the bar stops short of full until the end.
  const percent = running ? (total > 0 ? Math.min(99, Math.floor((progress.rows / total) * 100)) : 0) : 100;
  return (
    <div className="mt-4" data-testid="export-progress">
      <div
        role="progressbar"
        aria-label={t('export.progress')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-3 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
      >
        <div className="h-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
        {t('export.rowsOf', {
          rows: formatNumber(progress.rows, i18n.language),
          total: formatNumber(total, i18n.language),
          kb: formatNumber(Math.round(progress.bytes / 1024), i18n.language),
        })}
      </p>
    </div>
  );
}

/** /admin/export: choose a list and its filters, download it as CSV with progress while it streams. */
export function ExportPage() {
  const { t } = useTranslation('admin-ops');
  const [kind, setKind] = useState<ExportKind>('bookings');
  const [filters, setFilters] = useState<ExportFilters>({});
  const [progress, setProgress] = useState<ExportProgress | null>(null);
  const kindId = useId();
  const download = useMutation({
    mutationFn: () => downloadExport(kind, filters, setProgress),
    onSuccess: (file) => {
      saveFile(file);
      toast.success(t('export.done', { count: file.rows }));
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) toast.error(t('export.badFilters'), { description: error.message });
      else notifyError(error);
    },
  });
  return (
    <div>
      <AdminPageHeader title={t('export.title')} description={t('export.description')} />
      <form
        className={`${cardClass} p-4 sm:p-5`}
        onSubmit={(event) => {
          event.preventDefault();
          setProgress({ rows: 0, bytes: 0, total: null });
          download.mutate();
        }}
      >
        <div className="max-w-xs">
          <label htmlFor={kindId} className="block text-sm font-medium">
            {t('export.what')}
          </label>
          <select
            id={kindId}
            className={`${inputClass} mt-1`}
            value={kind}
            data-testid="export-kind"
            onChange={(event) => {
              setKind(event.target.value as ExportKind);
              setFilters({});
            }}
          >
            {exportKinds.map((value) => (
              <option key={value} value={value}>
                {t(`kinds.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="mt-4">
          <legend className="text-sm font-semibold">{t('export.filters')}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {exportFields[kind].map((field) => (
              <FilterInput
                key={`${kind}-${field.name}`}
                kind={kind}
                field={field}
                value={filters[field.name] ?? ''}
                onChange={(value) => setFilters((current) => ({ ...current, [field.name]: value }))}
              />
            ))}
          </div>
        </fieldset>
        <div className="mt-5 flex flex-wrap items-center gap-3">
          <button type="submit" className={buttonClass('primary')} disabled={download.isPending} data-testid="export-download">
            <Download className="size-4" aria-hidden="true" />
            {download.isPending ? t('export.downloading') : t('export.download')}
          </button>
          <p className="text-sm text-slate-600 dark:text-slate-400">{t('export.excelHint')}</p>
        </div>
        {progress && <ProgressBar progress={progress} running={download.isPending} />}
      </form>
    </div>
  );
}
