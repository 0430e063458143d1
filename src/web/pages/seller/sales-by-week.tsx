import { Paper, Stack, Text, Title } from '@mantine/core';
import { balanceTexts } from '../../../domain/balance-texts';
import { useWeeklySales } from '../../api/balance';
import { LazyWeekChart } from '../../components/charts/lazy-week-chart';
import { QueryState } from '../../components/query-state';

const series = [{ name: 'sales', label: balanceTexts.salesChartLabel, color: 'blue.6' }];

/** The seller's sales in each of the last 12 weeks, as a bar chart. */
export function SalesByWeek() {
  const sales = useWeeklySales();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sales-by-week-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="sales-by-week-title">
          {balanceTexts.salesChartTitle}
        </Title>
        <QueryState query={sales} loadingLabel="Loading your sales">
          {({ weeks }) =>
            weeks.every((week) => week.sales === 0) ? (
              <Text c="gray.7">{balanceTexts.noSales}</Text>
            ) : (
              <LazyWeekChart data={weeks} series={series} label={balanceTexts.salesChartTitle} />
            )
          }
        </QueryState>
      </Stack>
    </Paper>
  );
}
