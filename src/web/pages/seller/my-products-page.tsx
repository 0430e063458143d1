import { Group, Paper, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { formatMoney } from '../../../domain/money';
import { pages } from '../../../domain/pages';
import { matchingProducts } from '../../../domain/product-name-search';
import { productTexts } from '../../../domain/product-texts';
import type { SellerProductRow } from '../../../domain/seller-product';
import { sellerProductTexts } from '../../../domain/seller-product-texts';
import { useSellerProducts } from '../../api/seller';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { type Column, ResponsiveList } from '../../components/responsive-list';
import { SearchField } from '../../components/search-field';
import { ProductStatusBadge } from '../../components/status-badge';
import { ProductActions } from './product-actions';
import { ProductThumbnail } from './product-thumbnail';
import { SellerOnly } from './seller-only';
import { SellerProductCard } from './seller-product-card';
import { StatCard } from './stat-card';

const columns: Column<SellerProductRow>[] = [
  {
    header: 'Product',
    cell: (product) => (
      <Group gap="sm" wrap="nowrap">
        <ProductThumbnail image={product.image} />
        <Text component={Link} to={pages.item.path(product.id)} size="sm" fw={600} lineClamp={2}>
          {product.name}
        </Text>
      </Group>
    ),
  },
  { header: 'Price', numeric: true, cell: (product) => formatMoney(product.price) },
  { header: 'Stock', numeric: true, cell: (product) => product.stock },
  { header: 'Status', cell: (product) => <ProductStatusBadge status={product.status} /> },
  { header: 'Actions', cell: (product) => <ProductActions product={product} /> },
];

function MyProducts({ products }: { products: SellerProductRow[] }) {
  const [search, setSearch] = useState('');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <StatCard label="Total Products" value={String(products.length)} />
        <UnstyledButton component={Link} to={pages.addProduct.path()} aria-label="Add Product">
          <Paper withBorder p="md" radius="md" h="100%">
            <Stack gap={4} align="center" justify="center" h="100%">
              <IconPlus size={28} aria-hidden />
              <Text fw={700}>Add Product</Text>
            </Stack>
          </Paper>
        </UnstyledButton>
      </SimpleGrid>
      <SearchField label="Search products" placeholder="Product name" value={search} onChange={setSearch} />
      <ResponsiveList
        items={matchingProducts(products, search)}
        itemKey={(product) => product.id}
        label="My products"
        columns={columns}
        minWidth={640}
        card={(product) => <SellerProductCard product={product} />}
        cardLabel={(product) => product.name}
        emptyText={products.length === 0 ? productTexts.noProducts : sellerProductTexts.noMatch}
      />
    </Stack>
  );
}

/** Asked only once SellerOnly let an active seller in: the server refuses anyone else. */
function LoadedProducts() {
  const products = useSellerProducts();
  return (
    <QueryState query={products} loadingLabel="Loading your products">
      {(data) => <MyProducts products={data.products} />}
    </QueryState>
  );
}

/** /seller/products: the seller's products with search, edit and the status toggle. */
export function MyProductsPage() {
  return (
    <Stack gap="md" maw={1120} mx="auto">
      <PageTitle>My Products</PageTitle>
      <SellerOnly bannedText={sellerProductTexts.bannedManagement}>
        <LoadedProducts />
      </SellerOnly>
    </Stack>
  );
}
