import { Alert, Center, Group, Loader, Pagination, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams, useSearchParams } from 'react-router';
import { useProducts } from '../../api/catalog';
import { ProductCard } from './product-card';

/** Cards above the fold load at once; the rest load lazily as they scroll into view. */
const EAGER_CARDS = 8;

export function ShopPage() {
  const { subcategoryId } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const products = useProducts({ subcategoryId: subcategoryId ? Number(subcategoryId) : undefined, page });

  const goToPage = (next: number) => {
    setSearchParams((params) => {
      params.set('page', String(next));
      return params;
    });
    window.scrollTo({ top: 0 });
  };

  if (products.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading products" />
      </Center>
    );
  }
  if (products.isError) {
    return (
      <Alert color="red" title="Could not load products" maw={560} mx="auto">
        {products.error.message}
      </Alert>
    );
  }
  const { items, total, pageSize } = products.data;
  return (
    <Stack gap="md" maw={1280} mx="auto">
      <Group justify="space-between">
        <Title order={2}>Shop</Title>
        <Text c="dimmed" size="sm">
          {total} {total === 1 ? 'item' : 'items'}
        </Text>
      </Group>
      {items.length === 0 ? (
        <Center py="xl">
          <Text size="lg" c="dimmed">
            No Items Found
          </Text>
        </Center>
      ) : (
        <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing={{ base: 'sm', sm: 'md' }}>
          {items.map((product, index) => (
            <ProductCard key={product.id} product={product} eager={index < EAGER_CARDS} />
          ))}
        </SimpleGrid>
      )}
      {total > pageSize && (
        <Center>
          <Pagination total={Math.ceil(total / pageSize)} value={page} onChange={goToPage} />
        </Center>
      )}
    </Stack>
  );
}
