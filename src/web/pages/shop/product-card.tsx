import { Card, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatMoney } from '../../../domain/money';
import type { ProductCard as ProductCardData } from '../../../domain/product';
import { AddToCartButton } from '../../components/add-to-cart-button';
import { ProductImage } from '../../components/product-image';
import classes from './product-card.module.css';

export function ProductCard({ product, priority }: { product: ProductCardData; priority: boolean }) {
  return (
    <Card withBorder padding="sm" component="article" aria-label={product.name} className={classes.card}>
      <Card.Section>
        <Link to={`/item/${product.id}`} tabIndex={-1} aria-hidden="true" className={classes.imageLink}>
          {product.image ? (
            <ProductImage image={product.image} variant="card" alt="" h={180} w="100%" priority={priority} />
          ) : (
            <div className={classes.noImage}>No image available</div>
          )}
        </Link>
      </Card.Section>
      <Stack gap={4} mt="sm" flex={1}>
        <Text component={Link} to={`/item/${product.id}`} fw={600} lineClamp={2} className={classes.name}>
          {product.name}
        </Text>
        <Group justify="space-between" gap={4}>
          <Text fw={700} c="blue.8" style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(product.price)}
          </Text>
          <Text size="sm" c={product.stock > 0 ? 'gray.7' : 'red.7'} style={{ whiteSpace: 'nowrap' }}>
            {product.stock > 0 ? `${product.stock} left` : 'Out of stock'}
          </Text>
        </Group>
        <AddToCartButton product={product} size="xs" fullWidth mt="auto" />
      </Stack>
    </Card>
  );
}
