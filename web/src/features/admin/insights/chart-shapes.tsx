import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';

/**
 * Recharts is imported here and by the analytics page only: the route's own chunk carries it. Its
 * keyboard layer is off: each chart's figures are a table beside it, which is what keyboards and
 * screen readers use.
 */
export type Series = { key: string; label: string; color: string };

const axis = { fontSize: 12, stroke: 'currentColor' };
const grid = <CartesianGrid strokeDasharray="3 3" strokeOpacity={0.25} />;

/** Bars per row of `data`, stacked when there is more than one series. */
export function ColumnChart({
  data,
  xKey,
  series,
  formatX,
}: {
  data: Array<Record<string, string | number>>;
  xKey: string;
  series: Series[];
  formatX?: (value: string) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 8, bottom: 4, left: -16 }}>
        {grid}
        <XAxis dataKey={xKey} tick={axis} tickFormatter={formatX} minTickGap={12} />
        <YAxis allowDecimals={false} tick={axis} />
        <Tooltip labelFormatter={(label) => (formatX ? formatX(String(label)) : String(label))} />
        {series.length > 1 && <Legend />}
        {series.map((one) => (
          <Bar key={one.key} dataKey={one.key} name={one.label} stackId="stack" fill={one.color} isAnimationActive={false} />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Horizontal bars: long labels (cities, search terms) read along the bar. */
export function RankChart({ data, label, color }: { data: Array<{ name: string; count: number }>; label: string; color: string }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={data} layout="vertical" margin={{ top: 4, right: 8, bottom: 4, left: 8 }}>
        {grid}
        <XAxis type="number" allowDecimals={false} tick={axis} />
        <YAxis type="category" dataKey="name" width={96} tick={axis} interval={0} />
        <Tooltip />
        <Bar dataKey="count" name={label} fill={color} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function TrendChart({
  data,
  series,
  formatX,
}: {
  data: Array<Record<string, string | number>>;
  series: Series[];
  formatX: (value: string) => string;
}) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <LineChart accessibilityLayer={false} data={data} margin={{ top: 4, right: 8, bottom: 4, left: -16 }}>
        {grid}
        <XAxis dataKey="date" tick={axis} tickFormatter={formatX} minTickGap={12} />
        <YAxis allowDecimals={false} tick={axis} />
        <Tooltip labelFormatter={(label) => formatX(String(label))} />
        <Legend />
        {series.map((one) => (
          <Line key={one.key} type="monotone" dataKey={one.key} name={one.label} stroke={one.color} dot={false} isAnimationActive={false} />
        ))}
      </LineChart>
    </ResponsiveContainer>
  );
}

export function ShareChart({ data }: { data: Array<{ name: string; value: number; color: string }> }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <PieChart accessibilityLayer={false}>
        <Pie rootTabIndex={-1} data={data} dataKey="value" nameKey="name" innerRadius="55%" outerRadius="85%" isAnimationActive={false}>
          {data.map((slice) => (
            <Cell key={slice.name} fill={slice.color} />
          ))}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    </ResponsiveContainer>
  );
}
