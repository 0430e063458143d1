import { Group, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../domain/money';
import type { SellerProductRow } from '../../../domain/seller-product';
import { ProductStatusBadge } from '../../components/status-badge';
import { ProductActions } from './product-actions';
import { ProductThumbnail } from './product-thumbnail';

export function SellerProductsTable({ products }: { products: SellerProductRow[] }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-label="My products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Stock</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((item) => (
            <Table.Tr key={item.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <ProductThumbnail image={item.image} />
                  <Text component={Link} to={`/item/${item.id}`} size="sm" fw={600} lineClamp={2}>
                    {item.name}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(item.price)}
              </Table.Td>
              <Table.Td ta="right">{item.stock}</Table.Td>
              <Table.Td>
                <ProductStatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>
                <ProductActions product={item} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
