import { Paper, Stack, Text } from '@mantine/core';
import type { MoneyWeek } from '../../../../domain/admin-money';
import { formatMoney } from '../../../../domain/money';
import { moneyReportTexts } from '../../../../domain/money-report-texts';
import { formatWeek } from '../../../../domain/report-weeks';
import { useMoneyReport } from '../../../api/admin-money';
import { LazyWeekChart } from '../../../components/charts/lazy-week-chart';
import { QueryState } from '../../../components/query-state';
import { type Column, ResponsiveList } from '../../../components/responsive-list';
import { AdminPage } from '../admin-page';

const { columns: names } = moneyReportTexts;
const figures = [
  'grossSales',
  'commission',
  'refunds',
  'owedToSellers',
  'payoutsSent',
  'payoutsWaiting',
] as const;

const columns: Column<MoneyWeek>[] = [
  { header: names.week, strong: true, nowrap: true, cell: (week) => formatWeek(week.week) },
  ...figures.map((figure) => ({
    header: names[figure],
    numeric: true,
    cell: (week: MoneyWeek) => formatMoney(week[figure]),
  })),
];

const series = [
  { name: 'grossSales', label: names.grossSales, color: 'blue.6' },
  { name: 'commission', label: names.commission, color: 'teal.7' },
  { name: 'refunds', label: names.refunds, color: 'red.7' },
];

function WeekCard({ week }: { week: MoneyWeek }) {
  return (
    <>
      <Text fw={700}>
        {names.week} {formatWeek(week.week)}
      </Text>
      {figures.map((figure) => (
        <Text key={figure} size="sm">
          {names[figure]}: {formatMoney(week[figure])}
        </Text>
      ))}
    </>
  );
}

/** /admin/money: the platform's money by week, from the ledger, as a chart and a table. */
export function MoneyPage() {
  const report = useMoneyReport();
  return (
    <AdminPage title={moneyReportTexts.moneyTitle}>
      <Text c="gray.7">{moneyReportTexts.moneyIntro}</Text>
      <QueryState query={report} loadingLabel={moneyReportTexts.moneyLoading}>
        {({ weeks }) => (
          <Stack gap="md">
            <Paper withBorder p="md">
              <LazyWeekChart data={weeks} series={series} label={moneyReportTexts.chartLabel} />
            </Paper>
            <ResponsiveList
              items={[...weeks].reverse()}
              itemKey={(week) => week.week}
              label={moneyReportTexts.tableLabel}
              columns={columns}
              minWidth={960}
              card={(week) => <WeekCard week={week} />}
              cardLabel={(week) => `${names.week} ${formatWeek(week.week)}`}
              emptyText=""
            />
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
