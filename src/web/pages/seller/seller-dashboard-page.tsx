import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCash, IconListDetails, IconPackage, IconWallet } from '@tabler/icons-react';
import { balanceTexts } from '../../../domain/balance-texts';
import { formatMoney } from '../../../domain/money';
import { pages } from '../../../domain/pages';
import { formatRating } from '../../../domain/rating';
import { sellerApplicationTexts } from '../../../domain/seller-application-texts';
import { sellerProductTexts } from '../../../domain/seller-product-texts';
import { errorMessage } from '../../api/error-message';
import { useSellerSummary } from '../../api/seller';
import { useApplyAsSeller, useSellerApplication } from '../../api/seller-application';
import { useMe } from '../../api/session';
import { ErrorAlert } from '../../components/error-alert';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { useLiveSellerOrders } from '../../realtime/use-live-seller-orders';
import { MeetUpSettingSwitch } from './meet-up-setting';
import { SalesByWeek } from './sales-by-week';
import { BannedSellerAlert } from './seller-only';
import { StatCard } from './stat-card';

function NotASeller() {
  const application = useSellerApplication();
  const apply = useApplyAsSeller();
  if (application.data?.status === 'pending') {
    return (
      <Alert color="blue" role="status">
        {apply.isSuccess ? sellerApplicationTexts.sent : sellerApplicationTexts.pending}
      </Alert>
    );
  }
  return (
    <Stack align="flex-start">
      <Text>You are not a seller</Text>
      <ErrorAlert>{apply.isError && errorMessage(apply.error)}</ErrorAlert>
      <Button onClick={() => apply.mutate()} loading={apply.isPending} disabled={application.isPending}>
        Apply as Seller
      </Button>
    </Stack>
  );
}

function SellerFigures() {
  const summary = useSellerSummary();
  useLiveSellerOrders();
  return (
    <QueryState query={summary} loadingLabel="Loading your figures">
      {({ rating, totalSales, totalAmount }) => (
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <StatCard label="Rating" value={formatRating(rating)} />
          <StatCard label="Total Sales" value={String(totalSales)} />
          <StatCard label="Total Amount" value={formatMoney(totalAmount)} />
        </SimpleGrid>
      )}
    </QueryState>
  );
}

function ActiveSeller() {
  return (
    <Stack gap="md">
      <SellerFigures />
      <Group>
        <Button
          component={Link}
          to={pages.myProducts.path()}
          leftSection={<IconPackage size={18} aria-hidden />}
        >
          Products
        </Button>
        <Button
          component={Link}
          to={pages.sellerOrders.path()}
          variant="light"
          leftSection={<IconListDetails size={18} aria-hidden />}
        >
          Orders
        </Button>
        <Button
          component={Link}
          to={pages.sellerBalance.path()}
          variant="light"
          leftSection={<IconWallet size={18} aria-hidden />}
        >
          {balanceTexts.link}
        </Button>
        <Button
          component={Link}
          to={pages.sellerPayouts.path()}
          variant="light"
          leftSection={<IconCash size={18} aria-hidden />}
        >
          Payouts
        </Button>
      </Group>
      <SalesByWeek />
      <MeetUpSettingSwitch />
    </Stack>
  );
}

/** The seller dashboard's frame: who may sell is decided by the server and reported by /api/me. */
export function SellerDashboardPage() {
  const me = useMe();
  const seller = me.data?.seller ?? 'none';
  return (
    <Paper withBorder p="lg" maw={720} mx="auto">
      <Stack gap="sm">
        <PageTitle>Seller dashboard</PageTitle>
        {seller === 'none' && <NotASeller />}
        {seller === 'banned' && <BannedSellerAlert>{sellerProductTexts.bannedDashboard}</BannedSellerAlert>}
        {seller === 'active' && <ActiveSeller />}
      </Stack>
    </Paper>
  );
}
