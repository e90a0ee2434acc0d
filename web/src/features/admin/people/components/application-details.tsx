import { useTranslation } from 'react-i18next';
import { formatIstDay, formatPhoneDisplay, formatRupees } from '../../../../lib/format.ts';
import type { RoleRequest } from '../api/people-api.ts';

type Application = NonNullable<RoleRequest['application']>;
type Provider = NonNullable<RoleRequest['provider']>;

/** Monday first, as Indian weeks are read; 0 is Sunday. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

function clock(minutes: number) {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** 2026-11-22 was a Sunday: the weekday's name in the page's language, from the calendar itself. */
function weekdayName(weekday: number, language: string) {
  return formatIstDay(`2026-11-${22 + weekday}`, language, { weekday: 'short', day: undefined, month: undefined });
}

function languageName(code: string, language: string) {
  return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
}

function Row({ label, testId, children }: { label: string; testId: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_minmax(0,1fr)] gap-2 py-1">
      <dt className="text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The whole provider application an admin reads before approving: approving publishes exactly this. */
export function ApplicationDetails({ provider, application }: { provider: Provider; application: Application }) {
  const { t, i18n } = useTranslation('admin-people');
  const language = i18n.language;
  const days = weekOrder
    .map((weekday) => ({ weekday, ranges: application.hours.filter((range) => range.weekday === weekday) }))
    .filter((day) => day.ranges.length > 0);
  return (
    <dl className="mt-3 text-sm" data-testid="application-details">
      <Row label={t('application.category')} testId="application-category">
        {t(`categories.${provider.category}`, { ns: 'web' })}
        {provider.specialty && ` · ${provider.specialty}`}
      </Row>
      <Row label={t('application.place')} testId="application-place">
        {[provider.area, provider.city].filter(Boolean).join(', ')}
      </Row>
      <Row label={t('application.phone')} testId="application-phone">
        {application.phone ? formatPhoneDisplay(application.phone) : t('application.none')}
      </Row>
      <Row label={t('application.where')} testId="application-where">
        {application.visitsAtHome ? t('application.visitsAtHome') : application.address}
        {application.visitsAtHome && application.address && ` · ${application.address}`}
      </Row>
      <Row label={t('application.languages')} testId="application-languages">
        {application.languages.map((code) => languageName(code, language)).join(', ') || t('application.none')}
      </Row>
      {application.bio && (
        <Row label={t('application.bio')} testId="application-bio">
          {application.bio}
        </Row>
      )}
      <Row label={t('application.services')} testId="application-services">
        <ul className="space-y-0.5">
          {application.services.map((service) => (
            <li key={service.name} data-testid="application-service">
              {t('application.service', {
                name: service.name,
                price: formatRupees(service.pricePaise, language),
                minutes: service.durationMinutes,
              })}
            </li>
          ))}
        </ul>
      </Row>
      <Row label={t('application.hours')} testId="application-hours">
        <ul className="space-y-0.5">
          {days.map((day) => (
            <li key={day.weekday}>
              {weekdayName(day.weekday, language)}{' '}
              {day.ranges.map((range) => `${clock(range.startMinute)}–${clock(range.endMinute)}`).join(', ')}
            </li>
          ))}
        </ul>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t('application.slot', { minutes: application.slotMinutes })}</p>
      </Row>
    </dl>
  );
}
