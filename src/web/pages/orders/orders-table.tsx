import { Table, Text } from '@mantine/core';
import { formatDateTime } from '../../../domain/format-date';
import { formatMoney } from '../../../domain/money';
import type { OrderSummary } from '../../../domain/orders';
import { PaymentStatusBadge } from '../../components/status-badge';
import { OrderDeliveryCell } from './order-delivery-cell';

const nowrap = { whiteSpace: 'nowrap' } as const;

export function OrdersTable({ orders }: { orders: OrderSummary[] }) {
  return (
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="My orders">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={nowrap}>Order ID</Table.Th>
            <Table.Th style={nowrap}>Payment</Table.Th>
            <Table.Th style={nowrap}>Items</Table.Th>
            <Table.Th style={nowrap}>Products</Table.Th>
            <Table.Th ta="right" style={nowrap}>
              Total
            </Table.Th>
            <Table.Th style={nowrap}>Date</Table.Th>
            <Table.Th style={nowrap}>Delivery</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
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
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(order.createdAt)}</Table.Td>
              <Table.Td>
                <OrderDeliveryCell order={order} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
