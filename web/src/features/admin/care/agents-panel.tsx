import { DateHint, dateHintId } from '../../../components/ui/date-hint.tsx';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass, cardClass } from '../../../components/ui/ui.ts';
import { formatIstDateTime, formatNumber } from '../../../lib/format.ts';
import { FilterField, filterInputClass } from '../components/filter-field.tsx';
import { agentMissesQuery, agentOverviewQuery } from './care-api.ts';

type Range = { from?: string; to?: string };

function Figures({ title, rows, testId }: { title: string; rows: { label: string; value: number }[]; testId: string }) {
  const { t, i18n } = useTranslation('admin-care');
  return (
    <section className={`${cardClass} p-4`} data-testid={testId}>
      <h3 className="text-sm font-semibold">{title}</h3>
      {rows.length === 0 && <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t('agents.none')}</p>}
      <dl className="mt-2 grid gap-1 text-sm">
        {rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-3">
            <dt className="truncate">{row.label}</dt>
            <dd className="font-semibold">{formatNumber(row.value, i18n.language)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Misses({ range }: { range: Range }) {
  const { t, i18n } = useTranslation('admin-care');
  const [page, setPage] = useState(1);
  const { data } = useQuery(agentMissesQuery(range, page));
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <section className={`${cardClass} p-4 sm:p-6`} aria-labelledby="agent-misses" data-testid="agent-misses">
      <h2 id="agent-misses" className="font-semibold">
        {t('agents.misses')}
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{t('agents.missesHint')}</p>
      {data?.items.length === 0 && <p className="mt-2 text-sm">{t('agents.noMisses')}</p>}
      <ul className="mt-3 divide-y divide-slate-100 dark:divide-slate-800">
        {data?.items.map((miss) => (
          <li key={miss.text} className="py-2" data-testid="agent-miss">
            <details>
              <summary className="flex cursor-pointer flex-wrap items-baseline justify-between gap-2">
                <span className="min-w-0 font-mono text-sm break-words">{miss.text || '∅'}</span>
                <span className="text-xs text-slate-600 dark:text-slate-400">
                  {t('agents.missCount', { count: miss.count })} ·{' '}
                  {t('agents.lastSeen', { at: formatIstDateTime(miss.lastSeen, i18n.language) })}
                </span>
              </summary>
              <ul className="mt-2 grid gap-2 border-l-2 border-slate-200 pl-3 text-sm dark:border-slate-700">
                {miss.messages.map((message, index) => (
                  <li key={`${message.at}-${index}`}>
                    <p className="break-words">{message.userText}</p>
                    <p className="text-xs break-words text-slate-600 dark:text-slate-400">
                      {t(`agents.channels.${message.channel}`)} · {message.locale} · {formatIstDateTime(message.at, i18n.language)} —{' '}
                      {message.replyText}
                    </p>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
      {pages > 1 && (
        <div className="mt-3 flex gap-2">
          <button type="button" className={buttonClass('outline', 'sm')} disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('agents.previous')}
          </button>
          <button type="button" className={buttonClass('outline', 'sm')} disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('agents.next')}
          </button>
        </div>
      )}
    </section>
  );
}

/** Mitra over a range of IST days: conversations by channel and language, its bookings, its turns by model, its misses. */
export function AgentsPanel() {
  const { t } = useTranslation('admin-care');
  const [range, setRange] = useState<Range>({});
  const { data } = useQuery(agentOverviewQuery(range));
  const channel = (value: string) => t(`agents.channels.${value}`);
  return (
    <div className="grid gap-4">
      <div className="grid grid-cols-2 gap-3 sm:max-w-md">
        <FilterField id="agents-from" label={t('agents.from')}>
          <input
            id="agents-from"
            type="date"
            className={filterInputClass}
            value={range.from ?? data?.range.from ?? ''}
            onChange={(event) => setRange({ ...range, from: event.target.value || undefined })}
            aria-describedby={dateHintId('agents-from')}
          />
          <DateHint inputId="agents-from" />
        </FilterField>
        <FilterField id="agents-to" label={t('agents.to')}>
          <input
            id="agents-to"
            type="date"
            className={filterInputClass}
            value={range.to ?? data?.range.to ?? ''}
            onChange={(event) => setRange({ ...range, to: event.target.value || undefined })}
            aria-describedby={dateHintId('agents-to')}
          />
          <DateHint inputId="agents-to" />
        </FilterField>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <Figures
          title={t('agents.conversations')}
          testId="agent-conversations"
          rows={(data?.conversations ?? []).map((row) => ({
            label: `${channel(row.channel)} · ${t(`agents.locales.${row.locale}`)}`,
            value: row.conversations,
          }))}
        />
        <Figures
          title={t('agents.bookings')}
          testId="agent-bookings"
          rows={(data?.bookings ?? []).map((row) => ({ label: channel(row.channel), value: row.bookings }))}
        />
        <Figures
          title={t('agents.turns')}
          testId="agent-turns"
          rows={(data?.turns ?? []).map((row) => ({ label: `${row.model} · ${t(`agents.outcomes.${row.outcome}`)}`, value: row.turns }))}
        />
      </div>
      <Misses range={range} />
    </div>
  );
}
