import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { acceptedFileTypes, healthRecordsApi, healthRecordsKey, maxFileBytes, type HealthRecordKind } from '../api/health-records-api.ts';
import { Field } from '../../../components/ui/field.tsx';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { notifyRecordError } from './record-errors.ts';
import { RecordFields } from './record-fields.tsx';

/** The upload form: a document, a note, or both. Checks what it can before sending (the server checks again). */
export function AddRecordForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('health-records');
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useMutation({
    mutationFn: healthRecordsApi.create,
    onSuccess: async () => {
      toast.success(t('toast.saved'));
      formRef.current?.reset();
      await queryClient.invalidateQueries({ queryKey: healthRecordsKey });
      onDone();
    },
    onError: notifyRecordError,
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const file = form.get('file');
    const hasFile = file instanceof File && file.size > 0;
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === 'string' ? value : undefined;
    };
    if (!hasFile && !(text('note') ?? '').trim()) return setProblem(t('form.needFileOrNote'));
    if (hasFile && file.size > maxFileBytes) return setProblem(t('toast.tooLargeBody'));
    setProblem(null);
    // The select offers only the kinds; the server checks the field again.
    const kind = text('kind') as HealthRecordKind;
    create.mutate({
      kind,
      title: text('title') ?? '',
      note: text('note'),
      recordedOn: text('recordedOn'),
      file: hasFile ? file : undefined,
    });
  };

  return (
    <form
      ref={formRef}
      onSubmit={onSubmit}
      className={`${cardClass} space-y-4 p-5`}
      data-testid="health-record-form"
      aria-labelledby="add-record-title"
    >
      <h2 id="add-record-title" className="text-lg font-semibold">
        {t('form.title')}
      </h2>
      <RecordFields prefix="new-record" />
      <Field id="new-record-file" label={t('form.file')} hint={t('form.fileHint')}>
        <input
          id="new-record-file"
          name="file"
          type="file"
          accept={acceptedFileTypes}
          aria-describedby="new-record-file-hint"
          className={`${inputClass} h-auto py-2 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-50 file:px-3 file:py-1.5 file:font-semibold file:text-brand-800 dark:file:bg-brand-900/40 dark:file:text-brand-100`}
        />
      </Field>
      {problem && (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-400">
          {problem}
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onDone} className={buttonClass('ghost')}>
          {t('form.cancel')}
        </button>
        <button type="submit" disabled={create.isPending} className={buttonClass('primary')}>
          <Upload aria-hidden="true" className="h-4 w-4" />
          {create.isPending ? t('form.saving') : t('form.save')}
        </button>
      </div>
    </form>
  );
}
