import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, inputClass } from '../../../../components/ui/ui.ts';
import type { IpRule } from '../api/system-api.ts';

export type RuleDraft = { ipAddress: string; ipRange: string | null; description: string | null };

const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;
/** A loose IPv6 check (hex groups and colons, at most one "::"); the server checks exactly with node:net. */
const ipv6 = /^(?=.*:)(?!.*::.*::)[0-9a-f:]{2,39}(%\w+)?$/i;

function isAddress(text: string) {
  return ipv4.test(text) || ipv6.test(text) || /^::ffff:/i.test(text);
}

function isRange(text: string) {
  const [network = '', bits, ...rest] = text.split('/');
  if (rest.length > 0 || bits === undefined || !/^\d{1,3}$/.test(bits)) return false;
  return (ipv4.test(network) && Number(bits) <= 32) || (ipv6.test(network) && Number(bits) <= 128);
}

/** The add/edit form of an allowlist entry: an address (or CIDR range), an optional range and a description. */
export function RuleForm({
  rule,
  busy,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  rule?: IpRule;
  busy: boolean;
  submitLabel: string;
  onSubmit: (draft: RuleDraft) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('admin-system');
  const [address, setAddress] = useState(rule?.ipAddress ?? '');
  const [range, setRange] = useState(rule?.ipRange ?? '');
  const [description, setDescription] = useState(rule?.description ?? '');
  const [touched, setTouched] = useState(false);
  const ids = { address: useId(), range: useId(), description: useId() };
  const addressError = touched && !(isAddress(address.trim()) || isRange(address.trim())) ? t('ip.invalidAddress') : null;
  const rangeError = touched && range.trim() !== '' && !isRange(range.trim()) ? t('ip.invalidRange') : null;
  return (
    <form
      className="grid gap-3 sm:grid-cols-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        const a = address.trim();
        const r = range.trim();
        if (!(isAddress(a) || isRange(a)) || (r !== '' && !isRange(r))) return;
        onSubmit({ ipAddress: a, ipRange: r || null, description: description.trim() || null });
      }}
    >
      <div>
        <label htmlFor={ids.address} className="block text-sm font-medium">
          {t('ip.address')}
        </label>
        <input
          id={ids.address}
          className={`${inputClass} mt-1`}
          value={address}
          maxLength={64}
          placeholder="203.0.113.10"
          aria-invalid={addressError ? true : undefined}
          aria-describedby={`${ids.address}-error`}
          onChange={(event) => setAddress(event.target.value)}
          data-testid="ip-address"
        />
        <p id={`${ids.address}-error`} className="mt-1 text-xs text-red-700 dark:text-red-400" role={addressError ? 'alert' : undefined}>
          {addressError}
        </p>
      </div>
      <div>
        <label htmlFor={ids.range} className="block text-sm font-medium">
          {t('ip.range')}
        </label>
        <input
          id={ids.range}
          className={`${inputClass} mt-1`}
          value={range}
          maxLength={64}
          placeholder="203.0.113.0/24"
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={`${ids.range}-error`}
          onChange={(event) => setRange(event.target.value)}
        />
        <p id={`${ids.range}-error`} className="mt-1 text-xs text-red-700 dark:text-red-400" role={rangeError ? 'alert' : undefined}>
          {rangeError}
        </p>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={ids.description} className="block text-sm font-medium">
          {t('ip.descriptionLabel')}
        </label>
        <input
          id={ids.description}
          className={`${inputClass} mt-1`}
          value={description}
          maxLength={200}
          placeholder={t('ip.descriptionPlaceholder')}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass('primary')} disabled={busy} data-testid="ip-submit">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className={buttonClass('outline')} onClick={onCancel}>
            {t('common.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
