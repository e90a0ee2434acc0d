import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { buttonClass, inputClass } from '../../../components/ui/ui.ts';
import type { NewService, OwnService } from '../api/provider-types.ts';

/** Rupees as typed (a whole number or with paise) become paise, as the API stores money. */
const serviceFormSchema = z.object({
  name: z.string().trim().min(2).max(120),
  durationMinutes: z.coerce.number().int().min(15).max(240),
  rupees: z
    .string()
    .trim()
    .regex(/^\d{1,6}(\.\d{1,2})?$/),
  description: z.string().trim().max(1000),
});

export function toPaise(rupees: string) {
  const [whole = '0', fraction = ''] = rupees.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function toRupees(paise: number) {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}

type Props = { service?: OwnService; busy: boolean; onSubmit: (service: NewService) => void; onCancel?: () => void };

/** Add or edit one service: name, duration (15–240 min), price in ₹, description. */
export function ServiceForm({ service, busy, onSubmit, onCancel }: Props) {
  const { t } = useTranslation('provider-web');
  const id = useId();
  const [values, setValues] = useState({
    name: service?.name ?? '',
    durationMinutes: String(service?.durationMinutes ?? 30),
    rupees: service ? toRupees(service.pricePaise) : '',
    description: service?.description ?? '',
  });
  const [invalid, setInvalid] = useState<string[]>([]);
  const set = (field: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = serviceFormSchema.safeParse(values);
    if (!parsed.success) {
      setInvalid(parsed.error.issues.map((issue) => String(issue.path[0])));
      return;
    }
    setInvalid([]);
    const { name, durationMinutes, rupees, description } = parsed.data;
    onSubmit({ name, durationMinutes, pricePaise: toPaise(rupees), description: description || null });
  };
  const field = (name: keyof typeof values) => ({
    id: `${id}-${name}`,
    'aria-invalid': invalid.includes(name) || undefined,
    'aria-describedby': invalid.includes(name) ? `${id}-${name}-error` : undefined,
  });
  const error = (name: keyof typeof values) =>
    invalid.includes(name) && (
      <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
        {t(`serviceForm.invalid.${name}`)}
      </p>
    );
  return (
    <form onSubmit={submit} noValidate className="space-y-4" data-testid="service-form">
      <div>
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          {t('serviceForm.name')}
        </label>
        <input {...field('name')} className={`${inputClass} mt-1`} value={values.name} maxLength={120} onChange={set('name')} />
        {error('name')}
      </div>
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-durationMinutes`} className="text-sm font-medium">
            {t('serviceForm.duration')}
          </label>
          <input
            {...field('durationMinutes')}
            type="number"
            inputMode="numeric"
            min={15}
            max={240}
            step={5}
            className={`${inputClass} mt-1`}
            value={values.durationMinutes}
            onChange={set('durationMinutes')}
          />
          {error('durationMinutes')}
        </div>
        <div>
          <label htmlFor={`${id}-rupees`} className="text-sm font-medium">
            {t('serviceForm.price')}
          </label>
          <input
            {...field('rupees')}
            inputMode="decimal"
            className={`${inputClass} mt-1`}
            value={values.rupees}
            placeholder="500"
            onChange={set('rupees')}
          />
          {error('rupees')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-description`} className="text-sm font-medium">
          {t('serviceForm.description')}
        </label>
        <textarea
          {...field('description')}
          className={`${inputClass} mt-1 h-20 py-2`}
          value={values.description}
          maxLength={1000}
          onChange={set('description')}
        />
      </div>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('serviceForm.reviewNote')}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {onCancel && (
          <button type="button" className={buttonClass('outline')} onClick={onCancel}>
            {t('common.close')}
          </button>
        )}
        <button type="submit" className={buttonClass('primary')} disabled={busy}>
          {service ? t('serviceForm.save') : t('serviceForm.add')}
        </button>
      </div>
    </form>
  );
}
