import { Anchor, Text } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { type AdminProduct, noProductsText } from '../../../../domain/admin-products';
import { formatMoney } from '../../../../domain/money';
import { matchingProducts } from '../../../../domain/product-name-search';
import { useAllProducts } from '../../../api/admin-products';
import { QueryState } from '../../../components/query-state';
import { type Column, ResponsiveList } from '../../../components/responsive-list';
import { SearchField } from '../../../components/search-field';
import { ProductStatusBadge } from '../../../components/status-badge';
import { AdminPage } from '../admin-page';
import { AdminProductCard } from './admin-product-card';
import { ProductAction } from './product-action';

const columns: Column<AdminProduct>[] = [
  {
    header: 'Product',
    maw: 260,
    cell: (product) => (
      <Anchor component={Link} to={`/item/${product.id}`} fw={600} size="sm">
        {product.name}
      </Anchor>
    ),
  },
  { header: 'Seller', cell: (product) => product.sellerName },
  {
    header: 'Category',
    cell: (product) => (
      <>
        <Text size="sm">{product.categoryName}</Text>
        <Text size="xs" c="gray.7">
          {product.subcategoryName}
        </Text>
      </>
    ),
  },
  { header: 'Price', numeric: true, cell: (product) => formatMoney(product.price) },
  { header: 'Stock', numeric: true, cell: (product) => product.stock },
  { header: 'Status', cell: (product) => <ProductStatusBadge status={product.status} /> },
  { header: 'Action', nowrap: true, cell: (product) => <ProductAction product={product} /> },
];

/** /admin/totalProducts: every product of every seller, whatever its status. */
export function AllProductsPage() {
  const products = useAllProducts();
  const [search, setSearch] = useState('');
  const shown = matchingProducts(products.data?.products ?? [], search);

  return (
    <AdminPage
      title="All Products"
      heading={`All Products (${shown.length})`}
      toolbar={
        <SearchField
          label="Search by product name"
          placeholder="Product name"
          value={search}
          onChange={setSearch}
        />
      }
    >
      <QueryState query={products} loadingLabel="Loading products" errorTitle="Failed to load products">
        {() => (
          <ResponsiveList
            items={shown}
            itemKey={(product) => product.id}
            label="All products"
            columns={columns}
            minWidth={900}
            card={(product) => <AdminProductCard product={product} />}
            cardLabel={(product) => product.name}
            emptyText={noProductsText}
          />
        )}
      </QueryState>
    </AdminPage>
  );
}
