import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Field } from '../../components/ui/field.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { buttonClass, cardClass, inputClass } from '../../components/ui/ui.ts';
import { api } from '../../lib/api.ts';
import type { ProfilePatch } from '../../lib/api-types.ts';
import { cities } from '../../lib/cities.ts';
import { toE164 } from '../../../../db/contract/phone.ts';
import { accountKeys, meQuery } from '../../server-state/account-queries.ts';

export function SetupProfilePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: me, isPending } = useQuery(meQuery());
  const save = useMutation({
    mutationFn: (patch: ProfilePatch) => api.updateProfile(patch),
    onSuccess: async (updated) => {
      queryClient.setQueryData(accountKeys.me, updated);
      toast.success(t('toast.profileUpdated'), { description: t('toast.profileUpdatedBody') });
      await navigate({ to: '/profile' });
    },
    onError: () => toast.error(t('toast.updateFailed'), { description: t('toast.updateFailedBody') }),
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const rawPhone = String(form.get('phone') ?? '').trim();
    const phone = rawPhone ? toE164(rawPhone) : null;
    if (rawPhone && !phone) {
      toast.error(t('auth.phoneInvalid'));
      return;
    }
    save.mutate({
      fullName: String(form.get('fullName')).trim(),
      contactPhone: phone,
      city: String(form.get('city') ?? '') || null,
    });
  };

  if (isPending || !me) return <Spinner />;
  return (
    <div className="mx-auto max-w-xl px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t('profile.setupTitle')}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-400">{t('profile.setupSubtitle')}</p>
      <form onSubmit={onSubmit} className={`${cardClass} mt-6 space-y-4 p-6`} data-testid="setup-profile-form">
        <Field id="fullName" label={t('auth.name')}>
          <input
            id="fullName"
            name="fullName"
            required
            maxLength={100}
            defaultValue={me.profile.fullName ?? me.user.name}
            className={inputClass}
          />
        </Field>
        <Field id="phone" label={t('book.phone')} hint={t('auth.phoneHint')}>
          <input
            id="phone"
            name="phone"
            type="tel"
            autoComplete="tel"
            defaultValue={me.profile.contactPhone ?? ''}
            aria-describedby="phone-hint"
            className={inputClass}
          />
        </Field>
        <Field id="city" label={t('providers.city')}>
          <select id="city" name="city" defaultValue={me.profile.city ?? ''} className={inputClass}>
            <option value="">—</option>
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" disabled={save.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
          {t('profile.save')}
        </button>
      </form>
    </div>
  );
}
