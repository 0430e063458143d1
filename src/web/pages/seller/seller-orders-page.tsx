import { Group, Stack, Text } from '@mantine/core';
import { awaitsMeetUp } from '../../../domain/delivery-steps';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import { formatMoney } from '../../../domain/money';
import type { SellerOrderLine } from '../../../domain/seller-orders';
import { sellerProductTexts } from '../../../domain/seller-product-texts';
import { useSellerOrderLines } from '../../api/seller';
import { DisputeSummary } from '../../components/dispute/dispute-summary';
import { PartStatusBadge } from '../../components/order-status-badges';
import { PageTitle } from '../../components/page-title';
import { PartDeadline } from '../../components/part-deadline';
import { QueryState } from '../../components/query-state';
import { type Column, ResponsiveList } from '../../components/responsive-list';
import { useLiveSellerOrders } from '../../realtime/use-live-seller-orders';
import { DeliveryActions } from './delivery-actions';
import { OfferRefundButton } from './offer-refund-button';
import { SellerOnly } from './seller-only';

const columns: Column<SellerOrderLine>[] = [
  { header: 'Order', strong: true, cell: (line) => `#${line.orderId}` },
  { header: 'Buyer', cell: (line) => line.buyerName },
  { header: 'Product', cell: (line) => line.productName },
  { header: 'Quantity', numeric: true, cell: (line) => line.quantity },
  { header: 'Total', numeric: true, cell: (line) => formatMoney(line.total) },
  { header: 'Address', maw: 220, cell: (line) => line.address },
  { header: 'Phone', nowrap: true, cell: (line) => line.phone },
  { header: 'Status', maw: 320, cell: (line) => <LineStatus line={line} /> },
  { header: 'Actions', nowrap: true, cell: (line) => <DeliveryActions line={line} /> },
];

/** The part's state; a meet-up still to happen says until when its stock is held, another part its deadline. */
function LineStatus({ line }: { line: SellerOrderLine }) {
  const awaiting = awaitsMeetUp({ status: line.status, meetUp: line.meetUpUntil !== null });
  return (
    <Stack gap={2} align="flex-start">
      <PartStatusBadge status={line.status} awaitingMeetUp={awaiting} />
      {awaiting && line.meetUpUntil && (
        <Text size="xs" c="gray.7">
          {meetUpTexts.heldUntil(line.meetUpUntil)}
        </Text>
      )}
      <PartDeadline side="seller" status={line.status} dueAt={line.dueAt} />
      {line.dispute && (
        <DisputeSummary dispute={line.dispute}>
          {line.dispute.status === 'open' && (
            <OfferRefundButton dispute={line.dispute} orderId={line.orderId} />
          )}
        </DisputeSummary>
      )}
    </Stack>
  );
}

/** One order line on a phone, instead of a row of the nine-column table. */
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
      <Group gap="xs">
        <LineStatus line={line} />
        <DeliveryActions line={line} />
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
          minWidth={1040}
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
      <PageTitle>Seller orders</PageTitle>
      <SellerOnly bannedText={sellerProductTexts.bannedOrders}>
        <SellerOrders />
      </SellerOnly>
    </Stack>
  );
}
