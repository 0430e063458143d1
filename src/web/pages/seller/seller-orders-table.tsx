import { Button, Table } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMoney } from '../../../domain/money';
import { deliveryErrorMessages } from '../../../domain/orders';
import type { SellerOrderLine } from '../../../domain/seller-orders';
import { ApiRequestError } from '../../api/client';
import { useShipDelivery } from '../../api/seller';
import { DeliveryStatusBadge } from '../orders/order-status-badges';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** A delivery holds all of the seller's lines of one order, so On the Way ships them together. */
export function SellerOrdersTable({ lines }: { lines: SellerOrderLine[] }) {
  const ship = useShipDelivery();
  const send = (deliveryId: number) =>
    ship.mutate(deliveryId, {
      onError: (error) => {
        const code = error instanceof ApiRequestError ? error.code : '';
        const message = deliveryErrorMessages[code as keyof typeof deliveryErrorMessages] ?? error.message;
        notifications.show({ color: 'red', message });
      },
    });
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="Orders of my products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={nowrap}>Order</Table.Th>
            <Table.Th>Buyer</Table.Th>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Quantity</Table.Th>
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th>Address</Table.Th>
            <Table.Th>Phone</Table.Th>
            <Table.Th>Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.orderItemId}>
              <Table.Td fw={600}>#{line.orderId}</Table.Td>
              <Table.Td>{line.buyerName}</Table.Td>
              <Table.Td>{line.productName}</Table.Td>
              <Table.Td ta="right">{line.quantity}</Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {formatMoney(line.total)}
              </Table.Td>
              <Table.Td maw={220}>{line.address}</Table.Td>
              <Table.Td style={nowrap}>{line.phone}</Table.Td>
              <Table.Td>
                {line.status === 'pending' ? (
                  <Button
                    size="compact-sm"
                    variant="light"
                    loading={ship.isPending && ship.variables === line.deliveryId}
                    onClick={() => send(line.deliveryId)}
                  >
                    On the Way
                  </Button>
                ) : (
                  <DeliveryStatusBadge status={line.status} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
