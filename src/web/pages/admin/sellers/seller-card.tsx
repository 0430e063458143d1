import { Group, Text } from '@mantine/core';
import type { AdminSeller } from '../../../../domain/admin-sellers';
import { formatMoney } from '../../../../domain/money';
import { formatRating } from '../../../../domain/rating';
import { BannedBadge } from '../../../components/status-badge';
import { FlaggedBadge } from './flagged-badge';
import { SellerBanButton } from './seller-ban-button';
import { isBanned } from './seller-search';

/** One seller on a phone, instead of a row of the six-column table. */
export function SellerCard({ seller }: { seller: AdminSeller }) {
  return (
    <>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={700} inherit>
          {seller.name}
        </Text>
        {isBanned(seller) && <BannedBadge />}
        {seller.flagged && <FlaggedBadge />}
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
    </>
  );
}
