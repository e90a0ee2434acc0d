import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { categoryIds } from '../../../lib/api-types.ts';
import { cities } from '../../../lib/cities.ts';
import { cn } from '../../../lib/cn.ts';
import { formatIstDay } from '../../../lib/format.ts';
import type { ApplicationInput } from '../api/provider-types.ts';
import { toPaise } from './service-form.tsx';

const languageCodes = ['en', 'hi', 'ta', 'te', 'kn', 'ml', 'mr', 'bn', 'gu'] as const;
/** Monday to Saturday open by default, the usual Indian working week. */
const workingDays = [1, 2, 3, 4, 5, 6, 0];
const clocks = Array.from({ length: 49 }, (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`);

const joinFormSchema = z
  .object({
    displayName: z.string().trim().min(2).max(100),
    category: z.enum(categoryIds),
    specialty: z.string().trim().max(100),
    city: z.string().trim().min(2).max(80),
    area: z.string().trim().max(80),
    languages: z.array(z.string()).min(1),
    phone: z.string().trim().min(6).max(20),
    bio: z.string().trim().max(1000),
    address: z.string().trim().max(300),
    visitsAtHome: z.boolean(),
    serviceName: z.string().trim().min(2).max(120),
    durationMinutes: z.coerce.number().int().min(15).max(240),
    rupees: z
      .string()
      .trim()
      .regex(/^\d{1,6}(\.\d{1,2})?$/),
    days: z.array(z.number()).min(1),
    from: z.string(),
    to: z.string(),
  })
  // The server's rule: a place clients come to, unless the provider only goes to them.
  .refine((form) => form.visitsAtHome || form.address.trim().length > 0, { path: ['address'] });

type Form = z.input<typeof joinFormSchema>;
type Field = keyof Form;

const initialForm: Form = {
  displayName: '',
  category: 'doctor',
  specialty: '',
  city: 'Mumbai',
  area: '',
  languages: ['en', 'hi'],
  phone: '',
  bio: '',
  address: '',
  visitsAtHome: false,
  serviceName: '',
  durationMinutes: 30,
  rupees: '',
  days: [1, 2, 3, 4, 5, 6],
  from: '10:00',
  to: '18:00',
};

function toApplication(form: z.output<typeof joinFormSchema>): ApplicationInput {
  return {
    displayName: form.displayName,
    category: form.category,
    specialty: form.specialty || null,
    city: form.city,
    area: form.area || null,
    languages: form.languages,
    phone: form.phone,
    bio: form.bio || null,
    address: form.address || null,
    visitsAtHome: form.visitsAtHome,
    slotMinutes: form.durationMinutes,
    services: [{ name: form.serviceName, durationMinutes: form.durationMinutes, pricePaise: toPaise(form.rupees) }],
    hours: form.days.map((weekday) => ({ weekday, from: form.from, to: form.to })),
  };
}

function Labelled({ id, label, error, children }: { id: string; label: string; error?: string | false; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="mt-1">{children}</div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The provider application: who, where, which languages, the first service and the weekly hours. */
export function JoinForm({ busy, onSubmit }: { busy: boolean; onSubmit: (application: ApplicationInput) => void }) {
  const { t } = useTranslation('provider-web');
  const { t: tWeb, i18n } = useTranslation();
  const id = useId();
  const [form, setForm] = useState<Form>(initialForm);
  const [invalid, setInvalid] = useState<Field[]>([]);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const toggle = <T,>(list: T[], value: T) => (list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  const error = (field: Field) => invalid.includes(field) && t(`join.invalid.${field}`, { defaultValue: t('join.invalid.generic') });
  const props = (field: Field) => ({
    id: `${id}-${field}`,
    'aria-invalid': invalid.includes(field) || undefined,
    'aria-describedby': invalid.includes(field) ? `${id}-${field}-error` : undefined,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = joinFormSchema.safeParse(form);
    if (!parsed.success) {
      setInvalid(parsed.error.issues.map((issue) => issue.path[0] as Field));
      return;
    }
    setInvalid([]);
    onSubmit(toApplication(parsed.data));
  };
  const dayName = (weekday: number) =>
    formatIstDay(`2026-11-${22 + weekday}`, i18n.language, { weekday: 'short', day: undefined, month: undefined });
  return (
    <form onSubmit={submit} noValidate className={cn(cardClass, 'space-y-4 p-4')} data-testid="join-form">
      <Labelled id={`${id}-displayName`} label={t('join.displayName')} error={error('displayName')}>
        <input {...props('displayName')} className={inputClass} value={form.displayName} maxLength={100} onChange={set('displayName')} />
      </Labelled>
      <div className="grid gap-3 sm:grid-cols-2">
        <Labelled id={`${id}-category`} label={t('join.category')}>
          <select {...props('category')} className={inputClass} value={form.category} onChange={set('category')}>
            {categoryIds.map((category) => (
              <option key={category} value={category}>
                {tWeb(`categories.${category}`)}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-specialty`} label={t('join.specialty')}>
          <input {...props('specialty')} className={inputClass} value={form.specialty} maxLength={100} onChange={set('specialty')} />
        </Labelled>
        <Labelled id={`${id}-city`} label={t('join.city')}>
          <select {...props('city')} className={inputClass} value={form.city} onChange={set('city')}>
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </Labelled>
        <Labelled id={`${id}-area`} label={t('join.area')}>
          <input {...props('area')} className={inputClass} value={form.area} maxLength={80} onChange={set('area')} />
        </Labelled>
      </div>
      <fieldset>
        <legend className="text-sm font-medium">{t('join.languages')}</legend>
        <div className="mt-1 flex flex-wrap gap-x-4 gap-y-2">
          {languageCodes.map((code) => (
            <label key={code} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={form.languages.includes(code)}
                onChange={() => setForm((current) => ({ ...current, languages: toggle(current.languages, code) }))}
              />
              {t(`join.language.${code}`)}
            </label>
          ))}
        </div>
        {error('languages') && <p className="mt-1 text-sm text-red-700 dark:text-red-400">{error('languages')}</p>}
      </fieldset>
      <Labelled id={`${id}-phone`} label={t('join.phone')} error={error('phone')}>
        <input
          {...props('phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          className={inputClass}
          value={form.phone}
          placeholder="+91 98765 43210"
          onChange={set('phone')}
        />
      </Labelled>
      <Labelled id={`${id}-bio`} label={t('join.bio')}>
        <textarea {...props('bio')} className={cn(inputClass, 'h-20 py-2')} value={form.bio} maxLength={1000} onChange={set('bio')} />
      </Labelled>
      <Labelled id={`${id}-address`} label={t('join.address')} error={error('address')}>
        <input
          {...props('address')}
          aria-describedby={invalid.includes('address') ? `${id}-address-error` : `${id}-address-hint`}
          className={inputClass}
          value={form.address}
          maxLength={300}
          onChange={set('address')}
        />
        <p id={`${id}-address-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
          {t('join.addressHint')}
        </p>
      </Labelled>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={form.visitsAtHome}
          onChange={(event) => setForm((current) => ({ ...current, visitsAtHome: event.target.checked }))}
        />
        {t('join.visitsAtHome')}
      </label>
      <fieldset className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <legend className="font-semibold">{t('join.firstService')}</legend>
        <Labelled id={`${id}-serviceName`} label={t('serviceForm.name')} error={error('serviceName')}>
          <input {...props('serviceName')} className={inputClass} value={form.serviceName} maxLength={120} onChange={set('serviceName')} />
        </Labelled>
        <div className="grid grid-cols-2 gap-3">
          <Labelled id={`${id}-durationMinutes`} label={t('serviceForm.duration')} error={error('durationMinutes')}>
            <input
              {...props('durationMinutes')}
              type="number"
              inputMode="numeric"
              min={15}
              max={240}
              step={5}
              className={inputClass}
              value={String(form.durationMinutes)}
              onChange={set('durationMinutes')}
            />
          </Labelled>
          <Labelled id={`${id}-rupees`} label={t('serviceForm.price')} error={error('rupees')}>
            <input
              {...props('rupees')}
              inputMode="decimal"
              className={inputClass}
              value={form.rupees}
              placeholder="500"
              onChange={set('rupees')}
            />
          </Labelled>
        </div>
      </fieldset>
      <fieldset className="space-y-3 border-t border-slate-200 pt-4 dark:border-slate-800">
        <legend className="font-semibold">{t('join.weeklyHours')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {workingDays.map((weekday) => (
            <label key={weekday} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={form.days.includes(weekday)}
                onChange={() => setForm((current) => ({ ...current, days: toggle(current.days, weekday) }))}
              />
              {dayName(weekday)}
            </label>
          ))}
        </div>
        {error('days') && <p className="text-sm text-red-700 dark:text-red-400">{error('days')}</p>}
        <div className="grid grid-cols-2 gap-3">
          <Labelled id={`${id}-from`} label={t('join.opens')}>
            <select {...props('from')} className={inputClass} value={form.from} onChange={set('from')}>
              {clocks.map((clock) => (
                <option key={clock}>{clock}</option>
              ))}
            </select>
          </Labelled>
          <Labelled id={`${id}-to`} label={t('join.closes')}>
            <select {...props('to')} className={inputClass} value={form.to} onChange={set('to')}>
              {clocks.map((clock) => (
                <option key={clock}>{clock}</option>
              ))}
            </select>
          </Labelled>
        </div>
      </fieldset>
      <button type="submit" className={buttonClass('primary', 'lg', 'w-full')} disabled={busy}>
        {t('join.submit')}
      </button>
    </form>
  );
}
