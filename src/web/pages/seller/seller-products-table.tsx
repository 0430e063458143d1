import { Button, Group, Image, Table, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { Link } from 'react-router';
import { imageUrl } from '../../../domain/image-url';
import { formatMoney } from '../../../domain/money';
import type { SellerProductRow } from '../../../domain/seller-product';
import { StatusBadge } from '../item/status-badge';
import { StatusToggleButton } from './status-toggle-button';

function Thumbnail({ image }: { image: string | null }) {
  if (!image) return <IconPhoto size={40} color="var(--mantine-color-gray-5)" aria-hidden />;
  return <Image src={imageUrl(image, 'thumb')} alt="" w={40} h={40} radius="sm" fit="cover" />;
}

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
                  <Thumbnail image={item.image} />
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
                <StatusBadge status={item.status} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    component={Link}
                    to={`/update-product/${item.id}`}
                    size="compact-sm"
                    variant="default"
                    aria-label={`Edit ${item.name}`}
                  >
                    Edit
                  </Button>
                  <StatusToggleButton product={item} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
