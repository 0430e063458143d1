import { Alert, Box, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { sellerProductTexts } from '../../../domain/seller-product';
import { errorMessage } from '../../api/error-message';
import { useSellerOrderLines } from '../../api/seller';
import { usePageTitle } from '../../components/use-page-title';
import { useLiveSellerOrders } from '../../realtime/use-live-seller-orders';
import { SellerOnly } from './seller-only';
import { SellerOrderCards } from './seller-order-cards';
import { SellerOrdersTable } from './seller-orders-table';

function SellerOrders() {
  const lines = useSellerOrderLines();
  useLiveSellerOrders();
  if (lines.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading orders" />
      </Center>
    );
  }
  if (lines.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(lines.error)}
      </Alert>
    );
  }
  return (
    <Paper withBorder>
      {lines.data.lines.length === 0 ? (
        <Center py="xl">
          <Text c="gray.7" size="lg">
            {sellerProductTexts.noOrders}
          </Text>
        </Center>
      ) : (
        <>
          <Box visibleFrom="sm">
            <SellerOrdersTable lines={lines.data.lines} />
          </Box>
          <Box hiddenFrom="sm">
            <SellerOrderCards lines={lines.data.lines} />
          </Box>
        </>
      )}
    </Paper>
  );
}

/** /seller/sellerOrder: the paid lines of the seller's products, shipped from here. */
export function SellerOrdersPage() {
  usePageTitle('Seller orders');
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <Title order={2}>Seller orders</Title>
      <SellerOnly bannedText={sellerProductTexts.bannedOrders}>
        <SellerOrders />
      </SellerOnly>
    </Stack>
  );
}
