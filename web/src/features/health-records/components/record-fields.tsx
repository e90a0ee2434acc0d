import { useTranslation } from 'react-i18next';
import { healthRecordKinds, type HealthRecord } from '../api/health-records-api.ts';
import { istToday } from '../../../../../db/contract/ist.ts';
import { Field } from '../../../components/ui/field.tsx';
import { inputClass } from '../../../components/ui/ui.ts';
import { useDateHint } from '../../../lib/use-date-hint.ts';

/** The fields a record is described by, for adding and for editing (`prefix` keeps ids unique on the page). */
export function RecordFields({ prefix, record }: { prefix: string; record?: HealthRecord }) {
  const { t } = useTranslation('health-records');
  const id = (name: string) => `${prefix}-${name}`;
  const dateHint = useDateHint();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('kind')} label={t('form.kind')}>
          <select id={id('kind')} name="kind" defaultValue={record?.kind ?? 'prescription'} className={inputClass}>
            {healthRecordKinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(`kinds.${kind}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={id('date')} label={t('form.date')} hint={dateHint}>
          <input
            id={id('date')}
            name="recordedOn"
            type="date"
            max={istToday()}
            placeholder={dateHint}
            aria-describedby={`${id('date')}-hint`}
            defaultValue={record?.recordedOn ?? ''}
            className={inputClass}
          />
        </Field>
      </div>
      <Field id={id('title')} label={t('form.name')}>
        <input
          id={id('title')}
          name="title"
          required
          maxLength={120}
          defaultValue={record?.title ?? ''}
          placeholder={t('form.namePlaceholder')}
          className={inputClass}
        />
      </Field>
      <Field id={id('note')} label={t('form.note')}>
        <textarea
          id={id('note')}
          name="note"
          rows={3}
          maxLength={4000}
          defaultValue={record?.note ?? ''}
          placeholder={t('form.notePlaceholder')}
          className={`${inputClass} h-auto py-2`}
        />
      </Field>
    </>
  );
}
