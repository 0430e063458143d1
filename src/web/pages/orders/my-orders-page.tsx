import { Alert, Box, Center, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../api/error-message';
import { myOrdersQuery, useMyOrders } from '../../api/orders';
import { useRealtime } from '../../realtime/use-realtime';
import { OrderCards } from './order-cards';
import { matchesOrderSearch } from './order-search';
import { OrdersTable } from './orders-table';

/** /showOrder: the buyer's orders, newest first, with each seller's delivery state. */
export function MyOrdersPage() {
  const queryClient = useQueryClient();
  const live = useRealtime((event) => {
    if (event.type === 'delivery.changed' || event.type === 'payment.changed') {
      queryClient.invalidateQueries({ queryKey: myOrdersQuery.queryKey, exact: true });
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
        {errorMessage(orders.error)}
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
            <Text c="gray.7" size="lg">
              No orders found
            </Text>
          </Center>
        ) : (
          <>
            <Box visibleFrom="sm">
              <OrdersTable orders={shown} />
            </Box>
            <Box hiddenFrom="sm">
              <OrderCards orders={shown} />
            </Box>
          </>
        )}
      </Paper>
    </Stack>
  );
}
