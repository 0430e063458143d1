import { Alert, Center, Group, Loader, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { formatMoney } from '../../../domain/money';
import { myOrdersQueryKey, useMyOrders } from '../../api/orders';
import { useRealtime } from '../../realtime/use-realtime';
import { formatOrderDate } from './format-order-date';
import { OrderDeliveryCell } from './order-delivery-cell';
import { matchesOrderSearch } from './order-search';
import { PaymentStatusBadge } from './order-status-badges';

/** /showOrder: the buyer's orders, newest first, with each seller's delivery state. */
export function MyOrdersPage() {
  const queryClient = useQueryClient();
  const live = useRealtime((event) => {
    if (event.type === 'delivery.changed' || event.type === 'payment.changed') {
      queryClient.invalidateQueries({ queryKey: myOrdersQueryKey, exact: true });
    }
  });
  const orders = useMyOrders({ live });
  const [search, setSearch] = useState('');

  if (orders.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading orders" />
      </Center>
    );
  }
  if (orders.isError) {
    return (
      <Alert color="red" title="Could not load your orders" maw={640} mx="auto">
        {orders.error.message}
      </Alert>
    );
  }
  const shown = orders.data.orders.filter((order) => matchesOrderSearch(order, search));

  return (
    <Stack gap="md" maw={1280} mx="auto">
      <Group justify="space-between" align="flex-end">
        <Title order={2}>My Orders</Title>
        <TextInput
          label="Search orders"
          placeholder="Order number, product or status"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', sm: 320 }}
        />
      </Group>
      <Paper withBorder>
        {shown.length === 0 ? (
          <Center py="xl">
            <Text c="dimmed" size="lg">
              No orders found
            </Text>
          </Center>
        ) : (
          <Table.ScrollContainer minWidth={880}>
            <Table striped highlightOnHover verticalSpacing="sm" aria-label="My orders">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order ID</Table.Th>
                  <Table.Th>Payment</Table.Th>
                  <Table.Th>Items</Table.Th>
                  <Table.Th>Products</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th>Date</Table.Th>
                  <Table.Th>Delivery</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {shown.map((order) => (
                  <Table.Tr key={order.id}>
                    <Table.Td fw={600}>#{order.id}</Table.Td>
                    <Table.Td>
                      <PaymentStatusBadge status={order.paymentStatus} />
                    </Table.Td>
                    <Table.Td>{order.itemCount}</Table.Td>
                    <Table.Td maw={280}>
                      <Text size="sm" lineClamp={2}>
                        {order.productNames.join(', ')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                      {formatMoney(order.total)}
                    </Table.Td>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatOrderDate(order.createdAt)}</Table.Td>
                    <Table.Td>
                      <OrderDeliveryCell order={order} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
    </Stack>
  );
}
