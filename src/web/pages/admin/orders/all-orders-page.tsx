import { Stack, Text } from '@mantine/core';
import type { AdminOrder } from '../../../../domain/admin-orders';
import { formatDateTime } from '../../../../domain/format-date';
import { formatMoney } from '../../../../domain/money';
import { orderTexts } from '../../../../domain/order-texts';
import { useAllOrders } from '../../../api/admin-orders';
import type { Column } from '../../../components/responsive-list';
import { AdminListPage } from '../admin-list-page';
import { AdminOrderCard } from './admin-order-card';
import { matchesAdminOrderSearch } from './admin-order-search';
import { DeleteOrderButton } from './delete-order-button';
import { HeldPayments } from './held-payments';
import { OrderParts } from './order-parts';
import { OrderStateBadges } from './order-state-badges';

const columns: Column<AdminOrder>[] = [
  { header: 'Order ID', strong: true, cell: (order) => `#${order.id}` },
  {
    header: 'Buyer',
    cell: (order) => (
      <>
        <Text size="sm">{order.buyerName}</Text>
        <Text size="xs" c="gray.7">
          {order.buyerEmail}
        </Text>
      </>
    ),
  },
  {
    header: 'Products',
    maw: 260,
    cell: (order) => (
      <Text size="sm" lineClamp={2}>
        {order.productNames.join(', ')}
      </Text>
    ),
  },
  { header: 'Items', numeric: true, cell: (order) => order.itemCount },
  { header: 'Total', numeric: true, cell: (order) => formatMoney(order.total) },
  { header: 'Payment', cell: (order) => <OrderStateBadges order={order} /> },
  { header: 'Delivery', cell: (order) => <OrderParts order={order} /> },
  { header: 'Date', nowrap: true, cell: (order) => formatDateTime(order.createdAt) },
  { header: 'Action', cell: (order) => <DeleteOrderButton order={order} /> },
];

/**
 * /admin/totalOrders: every order of every buyer, each seller's part of it, with Delete and Cancel part; below,
 * the payments held for a check, if any.
 */
export function AllOrdersPage() {
  return (
    <Stack gap="lg">
      <AdminListPage
        title="All Orders"
        query={useAllOrders()}
        select={(data) => data.orders}
        loadingLabel="Loading orders"
        errorTitle="Failed to load orders"
        search={{
          label: 'Search orders',
          placeholder: 'Order number, buyer, product or status',
          matches: matchesAdminOrderSearch,
        }}
        itemKey={(order) => order.id}
        label="All orders"
        columns={columns}
        minWidth={1200}
        card={(order) => <AdminOrderCard order={order} />}
        cardLabel={(order) => `Order #${order.id}`}
        emptyText={orderTexts.noOrders}
      />
      <HeldPayments />
    </Stack>
  );
}
