import { Card, Group, Stack, Text } from '@mantine/core';
import type { AdminSeller } from '../../../../domain/admin-sellers';
import { formatMoney } from '../../../../domain/money';
import { formatRating } from '../../../../domain/review';
import { BannedBadge } from '../../../components/status-badge';
import { SellerBanButton } from './seller-ban-button';
import { isBanned } from './seller-search';

/** Total sellers on a phone: one card per seller instead of a six-column table. */
export function SellerCards({ sellers }: { sellers: AdminSeller[] }) {
  return (
    <Stack gap={0}>
      {sellers.map((seller) => (
        <Card
          key={seller.id}
          component="article"
          aria-label={seller.name}
          radius={0}
          padding="sm"
          bg={isBanned(seller) ? 'gray.1' : undefined}
          c={isBanned(seller) ? 'gray.7' : undefined}
          style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
        >
          <Stack gap={6}>
            <Group justify="space-between" wrap="nowrap">
              <Text fw={700} inherit>
                {seller.name}
              </Text>
              {isBanned(seller) && <BannedBadge />}
            </Group>
            <Text size="sm" inherit style={{ overflowWrap: 'anywhere' }}>
              {seller.email}
            </Text>
            <Group justify="space-between" wrap="nowrap">
              <Text size="sm" inherit>
                Rating {formatRating(seller.rating)} · {formatMoney(seller.income)} · Level {seller.level}
              </Text>
              <SellerBanButton seller={seller} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
