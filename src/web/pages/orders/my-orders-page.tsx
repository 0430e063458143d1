import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatDateTime } from '../../../domain/format-date';
import { formatMoney } from '../../../domain/money';
import { orderTexts } from '../../../domain/order-texts';
import type { OrderSummary } from '../../../domain/orders';
import { pages } from '../../../domain/pages';
import { myOrdersQuery, useMyOrders } from '../../api/orders';
import { Link } from '../../components/link';
import { PaymentStatusBadge } from '../../components/order-status-badges';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { type Column, ResponsiveList } from '../../components/responsive-list';
import { ResponsiveListSkeleton } from '../../components/responsive-list-skeleton';
import { SearchField } from '../../components/search-field';
import { useRealtime } from '../../realtime/use-realtime';
import { useReconnected } from '../../realtime/use-reconnected';
import { OrderCard } from './order-card';
import { OrderDeliveryCell } from './order-delivery-cell';
import { matchesOrderSearch } from './order-search';

const columns: Column<OrderSummary>[] = [
  {
    header: 'Order ID',
    strong: true,
    cell: (order) => (
      <Anchor
        component={Link}
        to={pages.order.path(order.id)}
        c="blue.8"
        fw={600}
        aria-label={`Order #${order.id}`}
      >
        #{order.id}
      </Anchor>
    ),
  },
  { header: 'Payment', cell: (order) => <PaymentStatusBadge status={order.paymentStatus} /> },
  { header: 'Items', cell: (order) => order.itemCount },
  {
    header: 'Products',
    maw: 280,
    cell: (order) => (
      <Text size="sm" lineClamp={2}>
        {order.productNames.join(', ')}
      </Text>
    ),
  },
  { header: 'Total', numeric: true, cell: (order) => formatMoney(order.total) },
  { header: 'Date', nowrap: true, cell: (order) => formatDateTime(order.createdAt) },
  { header: 'Delivery', cell: (order) => <OrderDeliveryCell order={order} /> },
];

/** /showOrder: the buyer's orders, newest first, with each seller's delivery state. */
export function MyOrdersPage() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myOrdersQuery.queryKey, exact: true });
  const live = useRealtime((event) => {
    if (event.type === 'delivery.changed' || event.type === 'payment.changed') refresh();
  });
  // What happened before the socket connected, or while it was down, was never pushed.
  useReconnected(live, refresh);
  const orders = useMyOrders({ live });
  const [search, setSearch] = useState('');

  return (
    <Stack gap="md" maw={1280} mx="auto">
      <Group justify="space-between" align="flex-end">
        <PageTitle>My Orders</PageTitle>
        <SearchField
          label="Search orders"
          placeholder="Order number, product or status"
          value={search}
          onChange={setSearch}
        />
      </Group>
      <QueryState
        query={orders}
        loadingLabel="Loading orders"
        skeleton={<ResponsiveListSkeleton columns={columns} minWidth={880} />}
        errorTitle="Could not load your orders"
      >
        {({ orders: all }) => (
          <ResponsiveList
            items={all.filter((order) => matchesOrderSearch(order, search))}
            itemKey={(order) => order.id}
            label="My orders"
            columns={columns}
            minWidth={880}
            card={(order) => <OrderCard order={order} />}
            cardLabel={(order) => `Order #${order.id}`}
            emptyText={orderTexts.noOrders}
          />
        )}
      </QueryState>
    </Stack>
  );
}
