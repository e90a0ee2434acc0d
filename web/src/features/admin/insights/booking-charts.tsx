import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatIstDay, formatNumber } from '../../../lib/format.ts';
import { ChartCard, ChartTable } from './chart-card.tsx';
import { accent, channelColors } from './chart-colors.ts';
import { ColumnChart, RankChart, TrendChart } from './chart-shapes.tsx';
import { channels, chartQuery, type DateRange } from './insights-api.ts';

function useFormats() {
  const { t, i18n } = useTranslation(['admin-insights', 'web']);
  const day = (date: string) => formatIstDay(date, i18n.language, { weekday: undefined, day: 'numeric', month: 'short' });
  const number = (value: number) => formatNumber(value, i18n.language);
  return { t, day, number };
}

export function ChannelDaysChart({ range }: { range: DateRange }) {
  const { t, day, number } = useFormats();
  const { data } = useQuery(chartQuery('bookings-by-channel', range));
  const days = data?.days ?? [];
  const total = days.reduce((sum, row) => sum + channels.reduce((inner, channel) => inner + row[channel], 0), 0);
  const series = channels.map((key) => ({ key, label: t(`channel.${key}`), color: channelColors[key] }));
  return (
    <ChartCard
      name="bookings-by-channel"
      title={t('charts.byChannel')}
      summary={t('charts.byChannelSummary', { total: number(total), days: days.length })}
      loading={!data}
      empty={total === 0}
      wide
      table={
        <ChartTable
          caption={t('charts.byChannel')}
          columns={[{ key: 'date', label: t('charts.day') }, ...series.map((one) => ({ key: one.key, label: one.label, numeric: true }))]}
          rows={days.map((row) => ({ ...row, date: day(row.date) }))}
        />
      }
    >
      <ColumnChart data={days} xKey="date" series={series} formatX={day} />
    </ChartCard>
  );
}

export function CategoriesChart({ range }: { range: DateRange }) {
  const { t, number } = useFormats();
  const { data } = useQuery(chartQuery('categories', range));
  const rows = (data?.categories ?? []).map((row) => ({ name: t(`categories.${row.category}`, { ns: 'web' }), count: row.count }));
  const top = rows[0];
  return (
    <ChartCard
      name="categories"
      title={t('charts.byCategory')}
      summary={top ? t('charts.topSummary', { name: top.name, count: number(top.count) }) : undefined}
      loading={!data}
      empty={rows.length === 0}
      table={
        <ChartTable
          caption={t('charts.byCategory')}
          columns={[
            { key: 'name', label: t('charts.category') },
            { key: 'count', label: t('charts.bookings'), numeric: true },
          ]}
          rows={rows}
        />
      }
    >
      <RankChart data={rows} label={t('charts.bookings')} color={accent.primary} />
    </ChartCard>
  );
}

export function CitiesChart({ range }: { range: DateRange }) {
  const { t, number } = useFormats();
  const { data } = useQuery(chartQuery('cities', range));
  const rows = (data?.cities ?? []).map((row) => ({ name: row.city, count: row.count }));
  if (data && data.others > 0) rows.push({ name: t('charts.otherCities'), count: data.others });
  const top = rows[0];
  return (
    <ChartCard
      name="cities"
      title={t('charts.byCity')}
      summary={top ? t('charts.topSummary', { name: top.name, count: number(top.count) }) : undefined}
      loading={!data}
      empty={rows.length === 0}
      table={
        <ChartTable
          caption={t('charts.byCity')}
          columns={[
            { key: 'name', label: t('charts.city') },
            { key: 'count', label: t('charts.bookings'), numeric: true },
          ]}
          rows={rows}
        />
      }
    >
      <RankChart data={rows} label={t('charts.bookings')} color={channelColors.web} />
    </ChartCard>
  );
}

export function CancellationsChart({ range }: { range: DateRange }) {
  const { t, day, number } = useFormats();
  const { data } = useQuery(chartQuery('cancellations', range));
  const days = data?.days ?? [];
  const cancelled = days.reduce((sum, row) => sum + row.cancelled, 0);
  const noShows = days.reduce((sum, row) => sum + row.noShows, 0);
  const series = [
    { key: 'cancelled', label: t('charts.cancelled'), color: accent.warning },
    { key: 'noShows', label: t('charts.noShows'), color: channelColors.sms },
  ];
  return (
    <ChartCard
      name="cancellations"
      title={t('charts.cancellations')}
      summary={t('charts.cancellationsSummary', { cancelled: number(cancelled), noShows: number(noShows) })}
      loading={!data}
      empty={cancelled + noShows === 0}
      table={
        <ChartTable
          caption={t('charts.cancellations')}
          columns={[{ key: 'date', label: t('charts.day') }, ...series.map((one) => ({ key: one.key, label: one.label, numeric: true }))]}
          rows={days.map((row) => ({ ...row, date: day(row.date) }))}
        />
      }
    >
      <TrendChart data={days} series={series} formatX={day} />
    </ChartCard>
  );
}
