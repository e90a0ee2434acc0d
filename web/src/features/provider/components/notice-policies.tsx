import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { cn } from '../../../lib/cn.ts';
import { noticeDuration } from '../../../lib/notice-duration.ts';
import { noticePolicyQuery, providerApi } from '../api/provider-api.ts';
import type { NoticePolicy } from '../api/provider-types.ts';
import { useProviderChange } from './use-provider-change.ts';

/** The usual notice periods, in minutes, up to the week the server allows; a saved other value is kept as a choice. */
const choices = [0, 15, 30, 60, 120, 180, 240, 360, 720, 1440, 2880, 4320, 10_080] as const;

function NoticeSelect(props: { label: string; hint: string; value: number; onChange: (minutes: number) => void; testId: string }) {
  const { t } = useTranslation('provider-web');
  const { t: tWeb } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="text-sm font-medium">
        {props.label}
      </label>
      <select
        id={id}
        className={cn(inputClass, 'mt-1')}
        value={props.value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => props.onChange(Number(event.target.value))}
        data-testid={props.testId}
      >
        {[...new Set([...choices, props.value])]
          .sort((a, b) => a - b)
          .map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0 ? t('policies.anyTime') : noticeDuration(tWeb, minutes)}
            </option>
          ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600 dark:text-slate-400">
        {props.hint}
      </p>
    </div>
  );
}

/** The two numbers, each with its own label and hint under `policies.<key>`. */
const fields = [
  { key: 'bookingNotice', policy: 'bookingNoticeMinutes', testId: 'booking-notice' },
  { key: 'cancelNotice', policy: 'cancelNoticeMinutes', testId: 'cancel-notice' },
] as const;

function NoticeForm({ policy }: { policy: NoticePolicy }) {
  const { t } = useTranslation('provider-web');
  const [draft, setDraft] = useState<NoticePolicy>(policy);
  const save = useProviderChange(() => providerApi.saveNoticePolicy(draft), t('policies.saved'));
  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(undefined);
      }}
      data-testid="notice-form"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => (
          <NoticeSelect
            key={field.key}
            label={t(`policies.${field.key}`)}
            hint={t(`policies.${field.key}Hint`)}
            value={draft[field.policy]}
            onChange={(minutes) => setDraft((current) => ({ ...current, [field.policy]: minutes }))}
            testId={field.testId}
          />
        ))}
      </div>
      <button type="submit" className={buttonClass('primary', 'md', 'w-full sm:w-auto')} disabled={save.isPending}>
        {t('policies.save')}
      </button>
    </form>
  );
}

/** The provider's notice periods (issue 26.1): how far ahead clients book, and until when they may cancel or move online. */
export function NoticePoliciesCard() {
  const { t } = useTranslation('provider-web');
  const policy = useQuery(noticePolicyQuery);
  return (
    <section className={`${cardClass} p-5`} aria-labelledby="policies-title" data-testid="notice-policies">
      <h2 id="policies-title" className="text-lg font-semibold">
        {t('policies.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('policies.intro')}</p>
      {policy.data ? <NoticeForm policy={policy.data} /> : <Spinner />}
    </section>
  );
}
