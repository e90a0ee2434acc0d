import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { buttonClass, cardClass, inputClass } from '../../../components/ui/ui.ts';
import { categoryIds, type CategoryId } from '../../../lib/api-types.ts';
import { formatIstDateTime } from '../../../lib/format.ts';
import { notifyError } from '../../../lib/notify-error.ts';
import { FilterField, filterInputClass } from '../components/filter-field.tsx';
import { careApi, careKey, pausePreviewQuery, type PauseRequest, type PauseScope } from './care-api.ts';
import { istInputToIso, isoToIstInput } from './ist-input.ts';
import { ProviderPicker } from './provider-picker.tsx';

const scopes: PauseScope[] = ['city', 'category_city', 'provider'];

function requestOf(form: {
  scope: PauseScope;
  providerId: string;
  category: string;
  city: string;
  from: string;
  to: string;
}): PauseRequest {
  const period = { from: istInputToIso(form.from), to: istInputToIso(form.to) };
  if (form.scope === 'provider') return { scope: 'provider', providerId: form.providerId, ...period };
  if (form.scope === 'city') return { scope: 'city', city: form.city.trim(), ...period };
  // The select offers only the categories (the server checks again).
  return { scope: 'category_city', category: form.category as CategoryId, city: form.city.trim(), ...period };
}

/** One end of the pause's period: a required `datetime-local` field, read as IST. */
function IstDateTimeField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <FilterField id={props.id} label={props.label}>
      <input
        id={props.id}
        type="datetime-local"
        className={filterInputClass}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        required
      />
    </FilterField>
  );
}

/** New pause: scope, IST period, reason and choices; the affected bookings are listed before it is confirmed. */
export function PauseForm() {
  const { t, i18n } = useTranslation('admin-care');
  const web = useTranslation('web').t;
  const queryClient = useQueryClient();
  const now = new Date();
  const [form, setForm] = useState({
    scope: 'city' as PauseScope,
    providerId: '',
    providerName: '',
    category: 'plumber',
    city: '',
    from: isoToIstInput(now),
    to: isoToIstInput(new Date(now.getTime() + 86_400_000)),
  });
  const [reason, setReason] = useState('');
  const [cancelBookings, setCancelBookings] = useState(true);
  const [returnFreeBooking, setReturnFreeBooking] = useState(true);
  const [previewed, setPreviewed] = useState<PauseRequest | null>(null);
  const preview = useQuery(pausePreviewQuery(previewed));
  const set = (patch: Partial<typeof form>) => {
    setForm((current) => ({ ...current, ...patch }));
    setPreviewed(null);
  };
  const create = useMutation({
    mutationFn: () => careApi.createPause({ ...previewed!, reason: reason.trim(), cancelBookings, returnFreeBooking }),
    onSuccess: async (result) => {
      toast.success(t('emergency.created', { count: result.cancelled }));
      setPreviewed(null);
      setReason('');
      await queryClient.invalidateQueries({ queryKey: careKey });
    },
    onError: (error) => notifyError(error),
  });
  const onPreview = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPreviewed(requestOf(form));
  };
  const ready = form.scope === 'provider' ? form.providerId !== '' : form.city.trim().length >= 2;
  const affected = preview.data?.bookings ?? [];
  return (
    <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="pause-form-title">
      <h2 id="pause-form-title" className="font-semibold">
        {t('emergency.newPause')}
      </h2>
      <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={onPreview} data-testid="pause-form">
        <fieldset className="sm:col-span-2">
          <legend className="text-xs font-medium text-slate-600 dark:text-slate-400">{t('emergency.scope')}</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {scopes.map((scope) => (
              <label key={scope} className="flex items-center gap-2 text-sm">
                <input type="radio" name="scope" value={scope} checked={form.scope === scope} onChange={() => set({ scope })} />
                {t(`emergency.scopes.${scope}`)}
              </label>
            ))}
          </div>
        </fieldset>
        {form.scope === 'provider' ? (
          <div className="sm:col-span-2">
            <ProviderPicker
              selected={form.providerId ? { id: form.providerId, name: form.providerName } : null}
              onSelect={(provider) => set({ providerId: provider?.id ?? '', providerName: provider?.name ?? '' })}
            />
          </div>
        ) : (
          <>
            {form.scope === 'category_city' && (
              <FilterField id="pause-category" label={t('emergency.category')}>
                <select
                  id="pause-category"
                  className={filterInputClass}
                  value={form.category}
                  onChange={(event) => set({ category: event.target.value })}
                >
                  {categoryIds.map((id) => (
                    <option key={id} value={id}>
                      {web(`categories.${id}`)}
                    </option>
                  ))}
                </select>
              </FilterField>
            )}
            <FilterField id="pause-city" label={t('emergency.city')}>
              <input
                id="pause-city"
                className={filterInputClass}
                value={form.city}
                onChange={(event) => set({ city: event.target.value })}
              />
            </FilterField>
          </>
        )}
        <IstDateTimeField id="pause-from" label={t('emergency.from')} value={form.from} onChange={(from) => set({ from })} />
        <IstDateTimeField id="pause-to" label={t('emergency.to')} value={form.to} onChange={(to) => set({ to })} />
        <div className="sm:col-span-2">
          <button type="submit" className={buttonClass('outline')} disabled={!ready} data-testid="pause-preview">
            {t('emergency.preview')}
          </button>
        </div>
      </form>
      {previewed && (
        <div className="mt-5 border-t border-slate-200 pt-4 dark:border-slate-800" data-testid="pause-affected">
          <h3 className="text-sm font-semibold">{t('emergency.affected', { count: affected.length })}</h3>
          {preview.isError && <p className="mt-2 text-sm text-red-700 dark:text-red-400">{t('emergency.previewError')}</p>}
          <ul className="mt-2 divide-y divide-slate-100 text-sm dark:divide-slate-800">
            {affected.map((booking) => (
              <li key={booking.id} className="py-2" data-testid="affected-booking">
                <p className="font-medium">{booking.clientName}</p>
                <p className="text-xs text-slate-600 dark:text-slate-400">
                  {booking.provider.name} · {booking.provider.city} · {formatIstDateTime(booking.startsAt, i18n.language)}
                </p>
              </li>
            ))}
          </ul>
          <div className="mt-4 grid gap-3">
            <label htmlFor="pause-reason" className="text-xs font-medium text-slate-600 dark:text-slate-400">
              {t('emergency.reason')}
            </label>
            <textarea
              id="pause-reason"
              className={`${inputClass} min-h-20 text-sm`}
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
            />
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={cancelBookings} onChange={(event) => setCancelBookings(event.target.checked)} />
              {t('emergency.cancelBookings')}
            </label>
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={returnFreeBooking}
                disabled={!cancelBookings}
                onChange={(event) => setReturnFreeBooking(event.target.checked)}
              />
              {t('emergency.returnFreeBooking')}
            </label>
            <button
              type="button"
              className={buttonClass('primary')}
              disabled={reason.trim().length < 3 || create.isPending || !preview.isSuccess}
              onClick={() => create.mutate()}
              data-testid="pause-confirm"
            >
              {t('emergency.confirm')}
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
