import { Group, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../domain/money';
import type { SellerOrderLine } from '../../../domain/seller-orders';
import { sellerProductTexts } from '../../../domain/seller-product';
import { useSellerOrderLines } from '../../api/seller';
import { QueryState } from '../../components/query-state';
import { type Column, ResponsiveList } from '../../components/responsive-list';
import { useLiveSellerOrders } from '../../realtime/use-live-seller-orders';
import { DeliveryCell } from './delivery-cell';
import { SellerOnly } from './seller-only';

const columns: Column<SellerOrderLine>[] = [
  { header: 'Order', strong: true, cell: (line) => `#${line.orderId}` },
  { header: 'Buyer', cell: (line) => line.buyerName },
  { header: 'Product', cell: (line) => line.productName },
  { header: 'Quantity', numeric: true, cell: (line) => line.quantity },
  { header: 'Total', numeric: true, cell: (line) => formatMoney(line.total) },
  { header: 'Address', maw: 220, cell: (line) => line.address },
  { header: 'Phone', nowrap: true, cell: (line) => line.phone },
  { header: 'Status', cell: (line) => <DeliveryCell line={line} /> },
];

/** One order line on a phone, instead of a row of the eight-column table. */
function OrderLineCard({ line }: { line: SellerOrderLine }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700}>
          Order #{line.orderId} · {line.productName}
        </Text>
        <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
          {formatMoney(line.total)}
        </Text>
      </Group>
      <Text size="sm">
        {line.quantity} × for {line.buyerName}
      </Text>
      <Text size="sm" c="gray.7">
        {line.address} · {line.phone}
      </Text>
      <Group>
        <DeliveryCell line={line} />
      </Group>
    </>
  );
}

function SellerOrders() {
  const lines = useSellerOrderLines();
  useLiveSellerOrders();
  return (
    <QueryState query={lines} loadingLabel="Loading orders">
      {(data) => (
        <ResponsiveList
          items={data.lines}
          itemKey={(line) => line.orderItemId}
          label="Orders of my products"
          columns={columns}
          minWidth={900}
          card={(line) => <OrderLineCard line={line} />}
          cardLabel={(line) => `Order #${line.orderId}: ${line.productName}`}
          emptyText={sellerProductTexts.noOrders}
        />
      )}
    </QueryState>
  );
}

/** /seller/sellerOrder: the paid lines of the seller's products, shipped from here. */
export function SellerOrdersPage() {
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <Title order={2}>Seller orders</Title>
      <SellerOnly bannedText={sellerProductTexts.bannedOrders}>
        <SellerOrders />
      </SellerOnly>
    </Stack>
  );
}
