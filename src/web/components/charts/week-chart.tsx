import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { formatMoney } from '../../../domain/money';
import { formatWeek } from '../../../domain/report-weeks';

export type WeekSeries = { name: string; label: string; color: string };

/**
 * Amounts by week as bars, one bar of each series a week. Its own module, loaded on demand (`LazyWeekChart`):
 * the charting library is no part of any page's first load.
 */
export default function WeekChart({
  data,
  series,
  label,
}: {
  data: ({ week: string } & Record<string, number | string>)[];
  series: WeekSeries[];
  /** The chart's accessible name; the same figures are in a table or a list beside it. */
  label: string;
}) {
  return (
    <BarChart
      h={240}
      data={data.map((row) => ({ ...row, week: formatWeek(row.week) }))}
      dataKey="week"
      series={series}
      valueFormatter={formatMoney}
      withLegend={series.length > 1}
      tickLine="y"
      aria-label={label}
      role="img"
    />
  );
}
