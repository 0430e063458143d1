import { Table } from '@mantine/core';
import { formatMoney } from '../../../domain/money';
import type { SellerOrderLine } from '../../../domain/seller-orders';
import { DeliveryCell } from './delivery-cell';

const nowrap = { whiteSpace: 'nowrap' } as const;

export function SellerOrdersTable({ lines }: { lines: SellerOrderLine[] }) {
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
                <DeliveryCell line={line} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
