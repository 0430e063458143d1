import { Stack } from '@mantine/core';
import { balanceTexts } from '../../../../domain/balance-texts';
import { sellerProductTexts } from '../../../../domain/seller-product-texts';
import { useSellerBalance } from '../../../api/balance';
import { PageTitle } from '../../../components/page-title';
import { QueryState } from '../../../components/query-state';
import { useLiveSellerOrders } from '../../../realtime/use-live-seller-orders';
import { SellerOnly } from '../seller-only';
import { BalanceFigures } from './balance-figures';
import { PendingParts } from './pending-parts';
import { Statement } from './statement';

function Balance() {
  const balance = useSellerBalance();
  // A part paid, cancelled or completed changes the figures: they read again then.
  useLiveSellerOrders();
  return (
    <Stack gap="lg">
      <QueryState query={balance} loadingLabel={balanceTexts.loading}>
        {(data) => (
          <>
            <BalanceFigures balances={data.balances} />
            <PendingParts parts={data.pendingParts} protectionSeconds={data.protectionSeconds} />
          </>
        )}
      </QueryState>
      <Statement />
    </Stack>
  );
}

/** /seller/balance: pending, available, in transit and paid out, when pending money frees up, and the statement. */
export function SellerBalancePage() {
  return (
    <Stack gap="md" maw={1080} mx="auto">
      <PageTitle>{balanceTexts.title}</PageTitle>
      <SellerOnly bannedText={sellerProductTexts.bannedDashboard}>
        <Balance />
      </SellerOnly>
    </Stack>
  );
}
