import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ClipboardList,
  Download,
  Eye,
  FileHeart,
  FileText,
  Pencil,
  Pill,
  ScanLine,
  ShieldCheck,
  Syringe,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { formatIstDate, formatIstDay, formatNumber } from '../../../lib/format.ts';
import {
  healthRecordsApi,
  healthRecordsKey,
  type HealthRecord,
  type HealthRecordEdit,
  type HealthRecordKind,
} from '../api/health-records-api.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { buttonClass, cardClass, dialogPlacementClass } from '../../../components/ui/ui.ts';
import { notifyRecordError } from './record-errors.ts';
import { RecordFields } from './record-fields.tsx';

const kindIcons: Record<HealthRecordKind, LucideIcon> = {
  prescription: Pill,
  lab_report: ClipboardList,
  scan: ScanLine,
  vaccination: Syringe,
  insurance: ShieldCheck,
  note: FileText,
  other: FileHeart,
};

function useFileSize() {
  const { t, i18n } = useTranslation('health-records');
  return (bytes: number) =>
    bytes >= 1024 * 1024
      ? t('size.mb', { value: formatNumber(Math.round((bytes / (1024 * 1024)) * 10) / 10, i18n.language) })
      : t('size.kb', { value: formatNumber(Math.max(1, Math.round(bytes / 1024)), i18n.language) });
}

/** A change to a record: on success a toast, a fresh list and `onDone`; on failure the right toast. */
function useRecordChange<Variables>(run: (variables: Variables) => Promise<unknown>, message: string, onDone: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: async () => {
      toast.success(message);
      await queryClient.invalidateQueries({ queryKey: healthRecordsKey });
      onDone();
    },
    onError: notifyRecordError,
  });
}

function EditRecordDialog({ record, open, onOpenChange }: { record: HealthRecord; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation('health-records');
  const save = useRecordChange(
    (edit: HealthRecordEdit) => healthRecordsApi.update(record.id, edit),
    t('toast.updated'),
    () => onOpenChange(false),
  );
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    save.mutate({
      kind: text('kind') as HealthRecordKind,
      title: text('title'),
      note: text('note') || null,
      recordedOn: text('recordedOn') || null,
    });
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <Dialog.Content
          className={`${dialogPlacementClass} w-[min(32rem,calc(100vw-1.5rem))] rounded-2xl bg-white p-6 shadow-2xl dark:bg-slate-900`}
          aria-describedby={undefined}
        >
          <Dialog.Title className="text-lg font-bold">{t('edit.title')}</Dialog.Title>
          <form onSubmit={onSubmit} className="mt-4 space-y-4" data-testid="health-record-edit">
            <RecordFields prefix={`edit-${record.id}`} record={record} />
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close className={buttonClass('ghost')}>{t('form.cancel')}</Dialog.Close>
              <button type="submit" disabled={save.isPending} className={buttonClass('primary')}>
                {t('edit.save')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function RecordCard({ record }: { record: HealthRecord }) {
  const { t, i18n } = useTranslation('health-records');
  const fileSize = useFileSize();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useRecordChange(
    () => healthRecordsApi.remove(record.id),
    t('toast.deleted'),
    () => setDeleting(false),
  );
  const Icon = kindIcons[record.kind];
  const when = record.recordedOn
    ? formatIstDay(record.recordedOn, i18n.language, { year: 'numeric', weekday: undefined })
    : t('card.added', { date: formatIstDate(record.createdAt, i18n.language, { year: 'numeric', weekday: undefined }) });
  const actionClass = buttonClass('ghost', 'sm');
  return (
    <li className={`${cardClass} flex flex-col gap-3 p-5`} data-testid="health-record">
      <div className="flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex h-11 w-11 flex-none items-center justify-center rounded-xl bg-brand-50 text-brand-700 dark:bg-brand-900/40 dark:text-brand-200"
        >
          <Icon className="h-5 w-5" />
        </span>
        <div className="min-w-0 flex-1">
          <p className="text-xs font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{t(`kinds.${record.kind}`)}</p>
          <h3 className="break-words font-semibold" data-testid="health-record-title">
            {record.title}
          </h3>
          <p className="text-sm text-slate-600 dark:text-slate-400">{when}</p>
        </div>
      </div>
      {record.note && <p className="line-clamp-3 whitespace-pre-line text-sm text-slate-700 dark:text-slate-300">{record.note}</p>}
      {record.file && (
        <p className="flex items-center gap-2 truncate text-sm text-slate-600 dark:text-slate-400">
          <FileText aria-hidden="true" className="h-4 w-4 flex-none" />
          <span className="truncate">{record.file.name}</span>
          <span className="flex-none">· {fileSize(record.file.sizeBytes)}</span>
        </p>
      )}
      <div
        className="mt-auto flex flex-wrap gap-1 border-t border-slate-100 pt-3 dark:border-slate-800"
        role="group"
        aria-label={t('card.actions', { title: record.title })}
      >
        {record.file && (
          <>
            <a href={healthRecordsApi.fileUrl(record.id, true)} target="_blank" rel="noopener" className={actionClass}>
              <Eye aria-hidden="true" className="h-4 w-4" />
              {t('card.view')}
            </a>
            <a
              href={healthRecordsApi.fileUrl(record.id)}
              download={record.file.name}
              className={actionClass}
              data-testid="health-record-download"
            >
              <Download aria-hidden="true" className="h-4 w-4" />
              {t('card.download')}
            </a>
          </>
        )}
        <button type="button" onClick={() => setEditing(true)} className={actionClass}>
          <Pencil aria-hidden="true" className="h-4 w-4" />
          {t('card.edit')}
        </button>
        <button
          type="button"
          onClick={() => setDeleting(true)}
          className={buttonClass('ghost', 'sm', 'text-red-700 dark:text-red-400')}
          data-testid="health-record-delete"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {t('card.delete')}
        </button>
      </div>
      {editing && <EditRecordDialog record={record} open={editing} onOpenChange={setEditing} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        danger
        title={t('delete.title')}
        description={t('delete.body', { title: record.title })}
        confirmLabel={t('delete.confirm')}
        cancelLabel={t('delete.keep')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(undefined)}
      />
    </li>
  );
}
