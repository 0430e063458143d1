import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../domain/money';
import { pages } from '../../../domain/pages';
import { savedItemTexts } from '../../../domain/saved-item-texts';
import { priceDrop, type SavedItem } from '../../../domain/saved-items';
import { errorContexts } from '../../api/error-contexts';
import { useSetSaved } from '../../api/saved-item-changes';
import { AddToCartButton } from '../../components/add-to-cart-button';
import { Link } from '../../components/link';
import { ProductImage } from '../../components/product-image';
import { toastError, toastSuccess } from '../../components/toast';

/** One saved item: its card as the shop shows it now, how much less it costs than when saved, and Remove. */
export function SavedItemCard({ item }: { item: SavedItem }) {
  const setSaved = useSetSaved();
  const drop = priceDrop(item);
  const remove = () =>
    setSaved.mutate(
      { productId: item.id, saved: false },
      {
        onSuccess: () => toastSuccess(savedItemTexts.removed, { subject: 'saved' }),
        onError: (error) => toastError(error, { subject: 'saved', context: errorContexts.saveItem }),
      },
    );
  return (
    <Card component="article" aria-label={item.name} withBorder padding="sm" radius="md" h="100%">
      <Card.Section>
        {item.image ? (
          <ProductImage image={item.image} variant="card" alt="" h={160} w="100%" />
        ) : (
          <Text ta="center" py={64} bg="gray.1" c="gray.7" size="sm">
            No image available
          </Text>
        )}
      </Card.Section>
      <Stack gap={6} mt="sm" style={{ flex: 1 }}>
        <Anchor component={Link} to={pages.item.path(item.id)} fw={600} c="inherit" lineClamp={2}>
          {item.name}
        </Anchor>
        <Group justify="space-between" gap={4}>
          <Text fw={700} c="blue.8">
            {formatMoney(item.price)}
          </Text>
          <Text size="sm" c={item.stock > 0 ? 'gray.7' : 'var(--mantine-color-error)'}>
            {item.stock > 0 ? `${item.stock} left` : 'Out of stock'}
          </Text>
        </Group>
        {drop > 0 && (
          <Badge color="green" variant="light" radius="sm" style={{ alignSelf: 'flex-start' }}>
            {savedItemTexts.dropped(formatMoney(drop))}
          </Badge>
        )}
        <Group gap="xs" mt="auto" grow>
          <AddToCartButton product={item} size="xs" />
          <Button
            size="xs"
            variant="default"
            onClick={remove}
            loading={setSaved.isPending}
            aria-label={savedItemTexts.removeNamed(item.name)}
          >
            {savedItemTexts.remove}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
