import { Box, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type AdminOrder, noOrdersText } from '../../../../domain/admin-orders';
import { formatDateTime } from '../../../../domain/format-date';
import { formatMoney } from '../../../../domain/money';
import { useAllOrders } from '../../../api/admin-orders';
import { AdminPage, AdminSearch, LoadState } from '../admin-page';
import { EmptyState } from '../empty-state';
import { AdminOrderCards } from './admin-order-cards';
import { matchesAdminOrderSearch } from './admin-order-search';
import { DeleteOrderButton } from './delete-order-button';
import { OrderParts } from './order-parts';
import { OrderStateBadges } from './order-state-badges';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** /admin/totalOrders: every order of every buyer, each seller's part of it, with Delete and Cancel part. */
export function AllOrdersPage() {
  const orders = useAllOrders();
  const [search, setSearch] = useState('');
  const shown = (orders.data?.orders ?? []).filter((order) => matchesAdminOrderSearch(order, search));

  return (
    <AdminPage
      title="All Orders"
      heading={`All Orders (${shown.length})`}
      toolbar={
        <AdminSearch
          label="Search orders"
          placeholder="Order number, buyer, product or status"
          value={search}
          onChange={setSearch}
        />
      }
    >
      <LoadState query={orders} what="orders" failedTitle="Failed to load orders" />
      {orders.isSuccess && (
        <Paper withBorder>
          {shown.length === 0 ? (
            <EmptyState>{noOrdersText}</EmptyState>
          ) : (
            <>
              <Box visibleFrom="sm">
                <OrdersTable orders={shown} />
              </Box>
              <Box hiddenFrom="sm">
                <AdminOrderCards orders={shown} />
              </Box>
            </>
          )}
        </Paper>
      )}
    </AdminPage>
  );
}

function OrdersTable({ orders }: { orders: AdminOrder[] }) {
  return (
    <Table.ScrollContainer minWidth={1200}>
      <Table striped verticalSpacing="sm" aria-label="All orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={nowrap}>Order ID</Table.Th>
            <Table.Th>Buyer</Table.Th>
            <Table.Th>Products</Table.Th>
            <Table.Th ta="right">Items</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Payment</Table.Th>
            <Table.Th>Delivery</Table.Th>
            <Table.Th>Date</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td fw={600}>#{order.id}</Table.Td>
              <Table.Td>
                <Text size="sm">{order.buyerName}</Text>
                <Text size="xs" c="gray.7">
                  {order.buyerEmail}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Text size="sm" lineClamp={2}>
                  {order.productNames.join(', ')}
                </Text>
              </Table.Td>
              <Table.Td ta="right">{order.itemCount}</Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {formatMoney(order.total)}
              </Table.Td>
              <Table.Td>
                <OrderStateBadges order={order} />
              </Table.Td>
              <Table.Td>
                <OrderParts order={order} />
              </Table.Td>
              <Table.Td style={nowrap}>{formatDateTime(order.createdAt)}</Table.Td>
              <Table.Td>
                <DeleteOrderButton order={order} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
