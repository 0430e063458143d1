import {
  Alert,
  Box,
  Center,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { sellerProductTexts } from '../../../domain/seller-product';
import { errorMessage } from '../../api/error-message';
import { useSellerProducts } from '../../api/seller';
import { usePageTitle } from '../../components/use-page-title';
import { matchingProducts } from './product-name-search';
import { SellerOnly } from './seller-only';
import { SellerProductCards } from './seller-product-cards';
import { SellerProductsTable } from './seller-products-table';
import { StatCard } from './stat-card';

function MyProducts() {
  const products = useSellerProducts();
  const [search, setSearch] = useState('');
  if (products.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your products" />
      </Center>
    );
  }
  if (products.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(products.error)}
      </Alert>
    );
  }
  const all = products.data.products;
  const shown = matchingProducts(all, search);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }}>
        <StatCard label="Total Products" value={String(all.length)} />
        <UnstyledButton component={Link} to="/add-product" aria-label="Add Product">
          <Paper withBorder p="md" radius="md" h="100%">
            <Stack gap={4} align="center" justify="center" h="100%">
              <IconPlus size={28} aria-hidden />
              <Text fw={700}>Add Product</Text>
            </Stack>
          </Paper>
        </UnstyledButton>
      </SimpleGrid>
      <TextInput
        label="Search products"
        placeholder="Product name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        w={{ base: '100%', sm: 320 }}
      />
      <Paper withBorder>
        {shown.length === 0 ? (
          <Center py="xl">
            <Text c="gray.7" size="lg">
              {all.length === 0 ? sellerProductTexts.noProducts : sellerProductTexts.noMatch}
            </Text>
          </Center>
        ) : (
          <>
            <Box visibleFrom="sm">
              <SellerProductsTable products={shown} />
            </Box>
            <Box hiddenFrom="sm">
              <SellerProductCards products={shown} />
            </Box>
          </>
        )}
      </Paper>
    </Stack>
  );
}

/** /seller/products: the seller's products with search, edit and the status toggle. */
export function MyProductsPage() {
  usePageTitle('My Products');
  return (
    <Stack gap="md" maw={1120} mx="auto">
      <Title order={2}>My Products</Title>
      <SellerOnly bannedText={sellerProductTexts.bannedManagement}>
        <MyProducts />
      </SellerOnly>
    </Stack>
  );
}
