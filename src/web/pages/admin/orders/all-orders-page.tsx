import { Badge, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  type AdminOrder,
  deleteOrderFailedText,
  deleteOrderQuestion,
  noOrdersText,
  orderDeletedText,
} from '../../../../domain/admin-orders';
import { formatMoney } from '../../../../domain/money';
import { useAllOrders, useDeleteOrder } from '../../../api/admin-orders';
import { ConfirmButton } from '../../../components/confirm-button';
import { formatOrderDate } from '../../orders/format-order-date';
import { PaymentStatusBadge } from '../../orders/order-status-badges';
import { AdminPage, AdminSearch, LoadState } from '../admin-page';
import { EmptyState } from '../empty-state';
import { notifyFailure, notifySuccess } from '../mutation-error';
import { matchesAdminOrderSearch } from './admin-order-search';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** /admin/totalOrders: every order of every buyer, with Delete (docs/decisions/006-admin-deletes.md). */
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
            <Table.ScrollContainer minWidth={960}>
              <Table striped verticalSpacing="sm" aria-label="All orders">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th style={nowrap}>Order ID</Table.Th>
                    <Table.Th>Buyer</Table.Th>
                    <Table.Th>Products</Table.Th>
                    <Table.Th ta="right">Items</Table.Th>
                    <Table.Th ta="right">Total</Table.Th>
                    <Table.Th>Payment</Table.Th>
                    <Table.Th>Date</Table.Th>
                    <Table.Th>Action</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {shown.map((order) => (
                    <OrderRow key={order.id} order={order} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
    </AdminPage>
  );
}

function OrderRow({ order }: { order: AdminOrder }) {
  const remove = useDeleteOrder();
  return (
    <Table.Tr>
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
        <PaymentStatusBadge status={order.paymentStatus} />
        {order.status === 'cancelled' && (
          <Badge ml={4} color="gray" variant="light" c="dark.7">
            Cancelled
          </Badge>
        )}
      </Table.Td>
      <Table.Td style={nowrap}>{formatOrderDate(order.createdAt)}</Table.Td>
      <Table.Td>
        <ConfirmButton
          size="xs"
          color="red"
          variant="light"
          question={deleteOrderQuestion}
          confirmLabel="Delete"
          loading={remove.isPending}
          aria-label={`Delete order #${order.id}`}
          onConfirm={() =>
            remove.mutate(order.id, {
              onSuccess: () => notifySuccess(orderDeletedText),
              onError: notifyFailure(deleteOrderFailedText),
            })
          }
        >
          Delete
        </ConfirmButton>
      </Table.Td>
    </Table.Tr>
  );
}
