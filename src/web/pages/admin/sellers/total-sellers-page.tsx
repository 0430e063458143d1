import { Group, Text } from '@mantine/core';
import { adminSellerTexts } from '../../../../domain/admin-seller-texts';
import type { AdminSeller } from '../../../../domain/admin-sellers';
import { formatMoney } from '../../../../domain/money';
import { formatRating } from '../../../../domain/rating';
import { useSellers } from '../../../api/admin-sellers';
import type { Column } from '../../../components/responsive-list';
import { BannedBadge } from '../../../components/status-badge';
import { AdminListPage } from '../admin-list-page';
import { FlaggedBadge } from './flagged-badge';
import { SellerBanButton } from './seller-ban-button';
import { SellerCard } from './seller-card';
import { sellerManagement } from './seller-management-link';
import { isBanned, matchesSellerSearch } from './seller-search';

const columns: Column<AdminSeller>[] = [
  {
    header: 'Name',
    cell: (seller) => (
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} inherit>
          {seller.name}
        </Text>
        {isBanned(seller) && <BannedBadge />}
        {seller.flagged && <FlaggedBadge />}
      </Group>
    ),
  },
  { header: 'Email', cell: (seller) => seller.email },
  { header: 'Rating', numeric: true, cell: (seller) => formatRating(seller.rating) },
  { header: 'Income', numeric: true, cell: (seller) => formatMoney(seller.income) },
  { header: 'Level', numeric: true, cell: (seller) => seller.level },
  { header: 'Action', cell: (seller) => <SellerBanButton seller={seller} /> },
];

/** /admin/sellers/total: every seller, searchable by name or email, with Ban or Unban. */
export function TotalSellersPage() {
  return (
    <AdminListPage
      title="Total Sellers"
      back={sellerManagement}
      query={useSellers()}
      select={(data) => data.sellers}
      loadingLabel="Loading sellers"
      errorTitle="Failed to load sellers"
      search={{ label: 'Search sellers', placeholder: 'Name or email', matches: matchesSellerSearch }}
      itemKey={(seller) => seller.id}
      label="Sellers"
      columns={columns}
      minWidth={720}
      card={(seller) => <SellerCard seller={seller} />}
      cardLabel={(seller) => seller.name}
      muted={isBanned}
      emptyText={adminSellerTexts.noSellers}
    />
  );
}
