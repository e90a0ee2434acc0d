import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format.ts';
import { ChartCard, ChartTable } from './chart-card.tsx';
import { accent, channelColors } from './chart-colors.ts';
import { ColumnChart, RankChart, ShareChart } from './chart-shapes.tsx';
import { chartQuery, type DateRange } from './insights-api.ts';

/** Each language in its own script, as the language menu shows them. */
const languageNames = { en: 'English', hi: 'हिन्दी', ta: 'தமிழ்' } as const;

export function ChatShareChart({ range }: { range: DateRange }) {
  const { t, i18n } = useTranslation('admin-insights');
  const { data } = useQuery(chartQuery('chat-share', range));
  const total = (data?.chatting ?? 0) + (data?.screens ?? 0);
  const percent = total === 0 ? 0 : Math.round(((data?.chatting ?? 0) * 100) / total);
  const slices = [
    { name: t('charts.chatting'), value: data?.chatting ?? 0, color: channelColors.chat },
    { name: t('charts.screens'), value: data?.screens ?? 0, color: channelColors.web },
  ];
  return (
    <ChartCard
      name="chat-share"
      title={t('charts.chatShare')}
      summary={t('charts.chatShareSummary', { percent })}
      loading={!data}
      empty={total === 0}
      table={
        <ChartTable
          caption={t('charts.chatShare')}
          columns={[
            { key: 'name', label: t('charts.how') },
            { key: 'value', label: t('charts.bookings'), numeric: true },
          ]}
          rows={slices.map((slice) => ({ name: slice.name, value: formatNumber(slice.value, i18n.language) }))}
        />
      }
    >
      <ShareChart data={slices} />
    </ChartCard>
  );
}

export function LanguagesChart({ range }: { range: DateRange }) {
  const { t } = useTranslation('admin-insights');
  const { data } = useQuery(chartQuery('languages', range));
  const rows = (data?.languages ?? []).map((row) => ({ ...row, name: languageNames[row.locale] }));
  const total = rows.reduce((sum, row) => sum + row.total, 0);
  const series = (['web', 'whatsapp', 'sms'] as const).map((key) => ({
    key,
    label: t(`conversationChannel.${key}`),
    color: channelColors[key],
  }));
  return (
    <ChartCard
      name="languages"
      title={t('charts.languages')}
      summary={t('charts.languagesSummary', { count: total })}
      loading={!data}
      empty={total === 0}
      table={
        <ChartTable
          caption={t('charts.languages')}
          columns={[
            { key: 'name', label: t('charts.language') },
            ...series.map((one) => ({ key: one.key, label: one.label, numeric: true })),
            { key: 'total', label: t('charts.total'), numeric: true },
          ]}
          rows={rows}
        />
      }
    >
      <ColumnChart data={rows} xKey="name" series={series} />
    </ChartCard>
  );
}

export function SearchMissesChart({ range }: { range: DateRange }) {
  const { t } = useTranslation('admin-insights');
  const { data } = useQuery(chartQuery('search-misses', range));
  const rows = (data?.terms ?? []).map((row) => ({ name: row.term, count: row.count }));
  return (
    <ChartCard
      name="search-misses"
      title={t('charts.searchMisses')}
      summary={t('charts.searchMissesSummary')}
      loading={!data}
      empty={rows.length === 0}
      wide
      table={
        <ChartTable
          caption={t('charts.searchMisses')}
          columns={[
            { key: 'name', label: t('charts.term') },
            { key: 'count', label: t('charts.searches'), numeric: true },
          ]}
          rows={rows}
        />
      }
    >
      <RankChart data={rows.slice(0, 10)} label={t('charts.searches')} color={accent.muted} />
    </ChartCard>
  );
}
