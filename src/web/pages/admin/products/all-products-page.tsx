import { Anchor, Box, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AdminProduct, noProductsText } from '../../../../domain/admin-products';
import { formatMoney } from '../../../../domain/money';
import { useAllProducts } from '../../../api/admin-products';
import { ProductStatusBadge } from '../../../components/status-badge';
import { AdminPage, AdminSearch, LoadState } from '../admin-page';
import { EmptyState } from '../empty-state';
import { AdminProductCards } from './admin-product-cards';
import { ProductAction } from './product-action';

const nowrap = { whiteSpace: 'nowrap' } as const;

/** /admin/totalProducts: every product of every seller, whatever its status. */
export function AllProductsPage() {
  const products = useAllProducts();
  const [search, setSearch] = useState('');
  const needle = search.trim().toLowerCase();
  const shown = (products.data?.products ?? []).filter((product) =>
    product.name.toLowerCase().includes(needle),
  );

  return (
    <AdminPage
      title="All Products"
      heading={`All Products (${shown.length})`}
      toolbar={
        <AdminSearch
          label="Search by product name"
          placeholder="Product name"
          value={search}
          onChange={setSearch}
        />
      }
    >
      <LoadState query={products} what="products" failedTitle="Failed to load products" />
      {products.isSuccess && (
        <Paper withBorder>
          {shown.length === 0 ? (
            <EmptyState>{noProductsText}</EmptyState>
          ) : (
            <>
              <Box visibleFrom="sm">
                <ProductsTable products={shown} />
              </Box>
              <Box hiddenFrom="sm">
                <AdminProductCards products={shown} />
              </Box>
            </>
          )}
        </Paper>
      )}
    </AdminPage>
  );
}

function ProductsTable({ products }: { products: AdminProduct[] }) {
  return (
    <Table.ScrollContainer minWidth={900}>
      <Table striped verticalSpacing="sm" aria-label="All products">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Product</Table.Th>
            <Table.Th>Seller</Table.Th>
            <Table.Th>Category</Table.Th>
            <Table.Th ta="right">Price</Table.Th>
            <Table.Th ta="right">Stock</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {products.map((product) => (
            <Table.Tr key={product.id}>
              <Table.Td maw={260}>
                <Anchor component={Link} to={`/item/${product.id}`} fw={600} size="sm">
                  {product.name}
                </Anchor>
              </Table.Td>
              <Table.Td>{product.sellerName}</Table.Td>
              <Table.Td>
                <Text size="sm">{product.categoryName}</Text>
                <Text size="xs" c="gray.7">
                  {product.subcategoryName}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={nowrap}>
                {formatMoney(product.price)}
              </Table.Td>
              <Table.Td ta="right">{product.stock}</Table.Td>
              <Table.Td>
                <ProductStatusBadge status={product.status} />
              </Table.Td>
              <Table.Td style={nowrap}>
                <ProductAction product={product} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
