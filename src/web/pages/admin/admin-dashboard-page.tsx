import { Paper, Stack, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCash,
  IconCategory,
  IconChartBar,
  IconFlag,
  IconHistory,
  IconPackage,
  IconReceipt,
  IconUsers,
} from '@tabler/icons-react';
import { pages } from '../../../domain/pages';
import { PageTitle } from '../../components/page-title';
import { type GridLink, LinkGrid } from './link-grid';

const sections: GridLink[] = [
  { label: 'Products', to: pages.allProducts.path(), icon: IconPackage },
  { label: 'Sellers', to: pages.sellersHub.path(), icon: IconUsers },
  { label: 'Categories', to: pages.categories.path(), icon: IconCategory },
  { label: 'Orders', to: pages.allOrders.path(), icon: IconReceipt },
  { label: 'Money', to: pages.adminMoney.path(), icon: IconChartBar },
  { label: 'Audit log', to: pages.auditLog.path(), icon: IconHistory },
  { label: 'Payouts', to: pages.payoutsQueue.path(), icon: IconCash },
  { label: 'Disputes', to: pages.adminDisputes.path(), icon: IconAlertTriangle },
  { label: 'Reports', to: pages.adminReports.path(), icon: IconFlag },
];

/** /admin: the four areas an administrator manages (SPEC section 2), the platform's money and audit log, and the disputes and reports waiting for a decision. */
export function AdminDashboardPage() {
  return (
    <Paper withBorder p="lg" maw={720} mx="auto">
      <Stack>
        <Stack gap="xs">
          <PageTitle>Admin dashboard</PageTitle>
          <Text c="dimmed">
            Manage products, sellers, categories and orders of Campus Market, follow its money and decide
            disputes and reports.
          </Text>
        </Stack>
        <LinkGrid links={sections} />
      </Stack>
    </Paper>
  );
}
