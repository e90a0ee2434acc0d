import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../../../components/ui/ui.ts';
import { isE164 } from '../../../../../../db/contract/phone.ts';
import type { Settings, SettingsPatch } from '../api/system-api.ts';
import { policiesOf, policyDraftOf, policyErrors, policyFields, wholeIn, type PolicyKey } from './policy-settings.ts';

type Draft = Record<'free' | 'pro' | 'enterprise' | 'period' | 'first' | 'second' | 'email' | 'phone' | PolicyKey, string>;
type Errors = Partial<Record<keyof Draft, string>>;

const rupees = (paise: number) => String(paise / 100);
const toPaise = (text: string) => Math.round(Number(text) * 100);

function draftOf(settings: Settings): Draft {
  return {
    free: String(settings.freeBookingLimit),
    pro: rupees(settings.planPricePaise.pro),
    enterprise: rupees(settings.planPricePaise.enterprise),
    period: String(settings.planPeriodDays),
    first: String(settings.reminderLeadHours.first),
    second: String(settings.reminderLeadHours.second),
    email: settings.supportEmail,
    phone: settings.supportPhone,
    ...policyDraftOf(settings),
  };
}

/** The same limits the server holds settings to (api/services/settings/settings.ts), said in the admin's language. */
function validate(draft: Draft, t: (key: string, values?: Record<string, unknown>) => string): Errors {
  const errors: Errors = policyErrors(draft, t);
  const price = (text: string) => /^\d+(\.\d{1,2})?$/.test(text) && toPaise(text) >= 100 && toPaise(text) <= 10_000_000;
  if (!wholeIn(draft.free, 0, 100)) errors.free = t('settings.errors.whole', { min: 0, max: 100 });
  if (!price(draft.pro)) errors.pro = t('settings.errors.price');
  if (!price(draft.enterprise)) errors.enterprise = t('settings.errors.price');
  if (!wholeIn(draft.period, 1, 366)) errors.period = t('settings.errors.whole', { min: 1, max: 366 });
  if (!wholeIn(draft.first, 2, 72)) errors.first = t('settings.errors.whole', { min: 2, max: 72 });
  if (!wholeIn(draft.second, 1, 24)) errors.second = t('settings.errors.whole', { min: 1, max: 24 });
  else if (!errors.first && Number(draft.first) <= Number(draft.second)) errors.second = t('settings.errors.reminderOrder');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())) errors.email = t('settings.errors.email');
  if (!isE164(draft.phone.trim())) errors.phone = t('settings.errors.phone');
  return errors;
}

/** Only what changed, in the server's shape. */
function patchOf(settings: Settings, draft: Draft): SettingsPatch {
  const next: Settings = {
    ...settings,
    freeBookingLimit: Number(draft.free),
    planPricePaise: { pro: toPaise(draft.pro), enterprise: toPaise(draft.enterprise) },
    planPeriodDays: Number(draft.period),
    reminderLeadHours: { first: Number(draft.first), second: Number(draft.second) },
    supportEmail: draft.email.trim(),
    supportPhone: draft.phone.trim(),
    ...policiesOf(draft),
  };
  return Object.fromEntries(
    (Object.keys(next) as (keyof Settings)[])
      .filter((key) => JSON.stringify(next[key]) !== JSON.stringify(settings[key]))
      .map((key) => [key, next[key]]),
  ) as SettingsPatch;
}

function SettingField({
  label,
  error,
  hint,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  children: (id: string, describedBy: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children(id, `${id}-note`)}
      <p
        id={`${id}-note`}
        className={error ? 'mt-1 text-xs text-red-700 dark:text-red-400' : 'mt-1 text-xs text-slate-600 dark:text-slate-400'}
        role={error ? 'alert' : undefined}
      >
        {error ?? hint}
      </p>
    </div>
  );
}

/** The settings form; `onSave` gets only the changed settings. */
export function SettingsForm({ settings, busy, onSave }: { settings: Settings; busy: boolean; onSave: (patch: SettingsPatch) => void }) {
  const { t } = useTranslation('admin-system');
  const [draft, setDraft] = useState<Draft>(() => draftOf(settings));
  const [errors, setErrors] = useState<Errors>({});
  const input = (key: keyof Draft, props: { inputMode?: 'numeric' | 'decimal' | 'email' | 'tel'; prefix?: string } = {}) =>
    function Input(id: string, describedBy: string) {
      return (
        <div className="relative mt-1">
          {props.prefix && (
            <span className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-500">{props.prefix}</span>
          )}
          <input
            id={id}
            className={`${inputClass} ${props.prefix ? 'pl-7' : ''}`}
            value={draft[key]}
            inputMode={props.inputMode}
            aria-invalid={errors[key] ? true : undefined}
            aria-describedby={describedBy}
            onChange={(event) => setDraft((current) => ({ ...current, [key]: event.target.value }))}
            data-testid={`setting-${key}`}
          />
        </div>
      );
    };
  const patch = patchOf(settings, draft);
  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault();
        const found = validate(draft, (key, values) => t(key, values ?? {}));
        setErrors(found);
        if (Object.keys(found).length === 0 && Object.keys(patch).length > 0) onSave(patch);
      }}
    >
      <SettingField label={t('settings.freeBookingLimit')} error={errors.free} hint={t('settings.freeBookingLimitHint')}>
        {input('free', { inputMode: 'numeric' })}
      </SettingField>
      <SettingField label={t('settings.planPeriodDays')} error={errors.period}>
        {input('period', { inputMode: 'numeric' })}
      </SettingField>
      <SettingField label={t('settings.proPrice')} error={errors.pro}>
        {input('pro', { inputMode: 'decimal', prefix: '₹' })}
      </SettingField>
      <SettingField label={t('settings.enterprisePrice')} error={errors.enterprise}>
        {input('enterprise', { inputMode: 'decimal', prefix: '₹' })}
      </SettingField>
      <SettingField label={t('settings.firstReminder')} error={errors.first} hint={t('settings.hoursBefore')}>
        {input('first', { inputMode: 'numeric' })}
      </SettingField>
      <SettingField label={t('settings.secondReminder')} error={errors.second} hint={t('settings.hoursBefore')}>
        {input('second', { inputMode: 'numeric' })}
      </SettingField>
      <SettingField label={t('settings.supportEmail')} error={errors.email}>
        {input('email', { inputMode: 'email' })}
      </SettingField>
      <SettingField label={t('settings.supportPhone')} error={errors.phone} hint={t('settings.phoneHint')}>
        {input('phone', { inputMode: 'tel' })}
      </SettingField>
      <h3 className="pt-2 text-base font-semibold sm:col-span-2">{t('settings.policies.title')}</h3>
      {policyFields.map(({ key }) => (
        <SettingField key={key} label={t(`settings.policies.${key}`)} error={errors[key]} hint={t(`settings.policies.${key}Hint`)}>
          {input(key, { inputMode: 'numeric' })}
        </SettingField>
      ))}
      <div className="sm:col-span-2">
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={busy || Object.keys(patch).length === 0}
          data-testid="settings-save"
        >
          {t('settings.save')}
        </button>
      </div>
    </form>
  );
}
