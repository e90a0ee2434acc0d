import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { cn } from '../../../lib/cn.ts';
import { formatIstDateTime, formatIstDay } from '../../../lib/format.ts';
import { useDateHint } from '../../../lib/use-date-hint.ts';
import { providerApi, timeOffQuery } from '../api/provider-api.ts';
import type { ProviderBooking, TimeOff } from '../api/provider-types.ts';
import { CancelBookingDialog } from './booking-dialogs.tsx';
import { timeOffSpan } from './time-off-span.ts';
import { useProviderChange } from './use-provider-change.ts';

const timeOffFormSchema = z
  .object({
    from: z.iso.date(),
    to: z.union([z.iso.date(), z.literal('')]),
    partOfDay: z.boolean(),
    fromTime: z.string(),
    toTime: z.string(),
    reason: z.string().trim().max(200),
  })
  .refine((form) => !form.to || form.to >= form.from)
  .refine((form) => !form.partOfDay || form.fromTime < form.toTime || (form.to && form.to > form.from));

function BookingInside({ booking }: { booking: ProviderBooking }) {
  const { t, i18n } = useTranslation('provider-web');
  const [kept, setKept] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  if (kept) return null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="time-off-booking">
      <span className="min-w-0">
        <span className="font-semibold">{booking.name}</span> · {formatIstDateTime(booking.startsAt, i18n.language)}
      </span>
      <span className="flex gap-2">
        <button type="button" className={buttonClass('outline', 'sm')} onClick={() => setKept(true)} data-testid="keep-booking">
          {t('common.keep')}
        </button>
        <button type="button" className={buttonClass('danger', 'sm')} onClick={() => setCancelling(true)} data-testid="cancel-booking">
          {t('actions.cancel')}
        </button>
      </span>
      {cancelling && <CancelBookingDialog booking={booking} open onOpenChange={setCancelling} />}
    </li>
  );
}

const dayLabel = { weekday: 'short', day: 'numeric', month: 'short' } as const;

/** Whole days as days ("Wed 2 – Fri 4 Dec (whole days)"); part of a day as its two instants. */
function TimeOffWhen({ timeOff }: { timeOff: TimeOff }) {
  const { t, i18n } = useTranslation('provider-web');
  const span = timeOffSpan(timeOff.startsAt, timeOff.endsAt);
  if (span.kind === 'days') {
    const first = formatIstDay(span.first, i18n.language, dayLabel);
    const text =
      span.first === span.last
        ? t('timeOff.wholeDay', { day: first })
        : t('timeOff.wholeDays', { from: first, to: formatIstDay(span.last, i18n.language, dayLabel) });
    return (
      <p className="font-semibold" data-testid="time-off-when">
        {text}
      </p>
    );
  }
  return (
    <>
      <p className="font-semibold" data-testid="time-off-when">
        {formatIstDateTime(timeOff.startsAt, i18n.language)}
      </p>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        {t('timeOff.until', { end: formatIstDateTime(timeOff.endsAt, i18n.language) })}
      </p>
    </>
  );
}

function TimeOffItem({ timeOff }: { timeOff: TimeOff }) {
  const { t } = useTranslation('provider-web');
  const remove = useProviderChange(() => providerApi.removeTimeOff(timeOff.id), t('timeOff.removed'));
  return (
    <li className={cn(cardClass, 'space-y-2 p-4')} data-testid="time-off">
      <div className="flex items-start justify-between gap-2">
        <div>
          <TimeOffWhen timeOff={timeOff} />
          {timeOff.reason && <p className="text-sm">{timeOff.reason}</p>}
        </div>
        <button type="button" className={buttonClass('ghost', 'sm')} disabled={remove.isPending} onClick={() => remove.mutate(undefined)}>
          {t('timeOff.remove')}
        </button>
      </div>
      {timeOff.bookings.length > 0 && (
        <div className="rounded-xl bg-amber-50 p-3 dark:bg-amber-900/30">
          <p className="text-sm font-semibold text-amber-900 dark:text-amber-100">
            {t('timeOff.bookingsInside', { count: timeOff.bookings.length })}
          </p>
          <ul className="divide-y divide-amber-100 text-sm dark:divide-amber-900">
            {timeOff.bookings.map((booking) => (
              <BookingInside key={booking.id} booking={booking} />
            ))}
          </ul>
        </div>
      )}
    </li>
  );
}

const emptyForm = { from: '', to: '', partOfDay: false, fromTime: '13:00', toTime: '18:00', reason: '' };

function TimeOffForm() {
  const { t } = useTranslation('provider-web');
  const id = useId();
  const dateHint = useDateHint();
  const [form, setForm] = useState(emptyForm);
  const [invalid, setInvalid] = useState(false);
  const add = useProviderChange(
    providerApi.addTimeOff,
    (added) => (added.bookings.length > 0 ? t('timeOff.addedWithBookings', { count: added.bookings.length }) : t('timeOff.added')),
    () => setForm(emptyForm),
  );
  const set = (field: keyof typeof form) => (event: { target: { value: string } }) =>
    setForm((current) => ({ ...current, [field]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = timeOffFormSchema.safeParse(form);
    setInvalid(!parsed.success);
    if (!parsed.success) return;
    const { from, to, partOfDay, fromTime, toTime, reason } = parsed.data;
    add.mutate({
      from,
      to: to || undefined,
      fromTime: partOfDay ? fromTime : undefined,
      toTime: partOfDay ? toTime : undefined,
      reason: reason || null,
    });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3" data-testid="time-off-form">
      <div className="grid grid-cols-2 gap-3">
        <div>
          <label htmlFor={`${id}-from`} className="text-sm font-medium">
            {t('timeOff.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={cn(inputClass, 'mt-1')}
            value={form.from}
            onChange={set('from')}
            aria-invalid={invalid || undefined}
            placeholder={dateHint}
            aria-describedby={`${id}-date-hint`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="text-sm font-medium">
            {t('timeOff.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className={cn(inputClass, 'mt-1')}
            value={form.to}
            min={form.from}
            onChange={set('to')}
            placeholder={dateHint}
            aria-describedby={`${id}-date-hint`}
          />
        </div>
      </div>
      <p id={`${id}-date-hint`} className="text-xs text-slate-600 dark:text-slate-400" data-testid="date-hint">
        {dateHint}
      </p>
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={form.partOfDay}
          onChange={(event) => setForm((current) => ({ ...current, partOfDay: event.target.checked }))}
        />
        {t('timeOff.partOfDay')}
      </label>
      {form.partOfDay && (
        <div className="grid grid-cols-2 gap-3">
          <div>
            <label htmlFor={`${id}-fromTime`} className="text-sm font-medium">
              {t('timeOff.fromTime')}
            </label>
            <input
              id={`${id}-fromTime`}
              type="time"
              step={900}
              className={cn(inputClass, 'mt-1')}
              value={form.fromTime}
              onChange={set('fromTime')}
            />
          </div>
          <div>
            <label htmlFor={`${id}-toTime`} className="text-sm font-medium">
              {t('timeOff.toTime')}
            </label>
            <input
              id={`${id}-toTime`}
              type="time"
              step={900}
              className={cn(inputClass, 'mt-1')}
              value={form.toTime}
              onChange={set('toTime')}
            />
          </div>
        </div>
      )}
      <div>
        <label htmlFor={`${id}-reason`} className="text-sm font-medium">
          {t('timeOff.reason')}
        </label>
        <input id={`${id}-reason`} className={cn(inputClass, 'mt-1')} value={form.reason} maxLength={200} onChange={set('reason')} />
      </div>
      {invalid && <p className="text-sm text-red-700 dark:text-red-400">{t('timeOff.invalid')}</p>}
      <button type="submit" className={buttonClass('primary', 'md', 'w-full sm:w-auto')} disabled={add.isPending}>
        {t('timeOff.add')}
      </button>
    </form>
  );
}

/** Time off (days, a range, part of a day); the bookings inside are listed to cancel with a reason or keep. */
export function TimeOffSection() {
  const { t } = useTranslation('provider-web');
  const list = useQuery(timeOffQuery);
  return (
    <section className={cn(cardClass, 'space-y-4 p-4')} aria-labelledby="time-off-title">
      <h2 id="time-off-title" className="text-lg font-semibold">
        {t('timeOff.title')}
      </h2>
      <TimeOffForm />
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p>{t('timeOff.failed')}</p>
      ) : list.data.length === 0 ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{t('timeOff.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {list.data.map((timeOff) => (
            <TimeOffItem key={timeOff.id} timeOff={timeOff} />
          ))}
        </ul>
      )}
    </section>
  );
}
