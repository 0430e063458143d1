import { Anchor, Divider, Group, Paper, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { pages } from '../../../../domain/pages';
import { payoutTexts } from '../../../../domain/payout-texts';
import { useSellerPayouts } from '../../../api/payouts';
import { Link } from '../../../components/link';
import { PageTitle } from '../../../components/page-title';
import { QueryState } from '../../../components/query-state';
import { useLivePayouts } from '../../../realtime/use-live-payouts';
import { SellerOnly } from '../seller-only';
import { PayoutHistory } from './payout-history';
import { RequestForm } from './request-form';
import { WalletForm } from './wallet-form';

/** /seller/payouts: the seller's payout wallet, available balance, payout request and payout history. */
export function SellerPayoutsPage() {
  const payouts = useSellerPayouts();
  useLivePayouts();
  return (
    <SellerOnly bannedText="Your seller account has been banned. You cannot request payouts.">
      <Paper withBorder p="lg" maw={960} mx="auto">
        <Stack gap="lg">
          <Anchor component={Link} to={pages.sellerDashboard.path()} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden />
              Seller dashboard
            </Group>
          </Anchor>
          <PageTitle>{payoutTexts.pageTitle}</PageTitle>
          <QueryState query={payouts} loadingLabel="Loading your payouts">
            {(data) => (
              <Stack gap="lg">
                <WalletForm wallet={data.wallet} />
                <Divider />
                <RequestForm data={data} />
                <Divider />
                <PayoutHistory payouts={data.payouts} />
              </Stack>
            )}
          </QueryState>
        </Stack>
      </Paper>
    </SellerOnly>
  );
}
