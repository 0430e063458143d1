import { Anchor, Text } from '@mantine/core';
import type { AdminProduct } from '../../../../domain/admin-products';
import { formatMoney } from '../../../../domain/money';
import { pages } from '../../../../domain/pages';
import { matchesProductName } from '../../../../domain/product-name-search';
import { productTexts } from '../../../../domain/product-texts';
import { useAllProducts } from '../../../api/admin-products';
import { Link } from '../../../components/link';
import type { Column } from '../../../components/responsive-list';
import { ProductStatusBadge } from '../../../components/status-badge';
import { AdminListPage } from '../admin-list-page';
import { AdminProductCard } from './admin-product-card';
import { ProductAction } from './product-action';

const columns: Column<AdminProduct>[] = [
  {
    header: 'Product',
    maw: 260,
    cell: (product) => (
      <Anchor component={Link} to={pages.item.path(product.id)} fw={600} size="sm">
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
  return (
    <AdminListPage
      title="All Products"
      query={useAllProducts()}
      select={(data) => data.products}
      loadingLabel="Loading products"
      errorTitle="Failed to load products"
      search={{
        label: 'Search by product name',
        placeholder: 'Product name',
        matches: matchesProductName,
      }}
      itemKey={(product) => product.id}
      label="All products"
      columns={columns}
      minWidth={900}
      card={(product) => <AdminProductCard product={product} />}
      cardLabel={(product) => product.name}
      emptyText={productTexts.noProducts}
    />
  );
}
