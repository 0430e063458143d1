import { Group, Text } from '@mantine/core';
import { useState } from 'react';
import { type AdminSeller, noSellersText } from '../../../../domain/admin-sellers';
import { formatMoney } from '../../../../domain/money';
import { formatRating } from '../../../../domain/review';
import { useSellers } from '../../../api/admin-sellers';
import { QueryState } from '../../../components/query-state';
import { type Column, ResponsiveList } from '../../../components/responsive-list';
import { SearchField } from '../../../components/search-field';
import { BannedBadge } from '../../../components/status-badge';
import { AdminPage } from '../admin-page';
import { SellerBanButton } from './seller-ban-button';
import { SellerCard } from './seller-card';
import { isBanned, matchesSellerSearch } from './seller-search';

const back = { to: '/admin/sellers', label: 'Seller management' };

const columns: Column<AdminSeller>[] = [
  {
    header: 'Name',
    cell: (seller) => (
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} inherit>
          {seller.name}
        </Text>
        {isBanned(seller) && <BannedBadge />}
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
  const sellers = useSellers();
  const [search, setSearch] = useState('');
  const shown = (sellers.data?.sellers ?? []).filter((seller) => matchesSellerSearch(seller, search));

  return (
    <AdminPage
      title="Total Sellers"
      heading={`Total Sellers (${shown.length})`}
      back={back}
      toolbar={
        <SearchField label="Search sellers" placeholder="Name or email" value={search} onChange={setSearch} />
      }
    >
      <QueryState query={sellers} loadingLabel="Loading sellers" errorTitle="Failed to load sellers">
        {() => (
          <ResponsiveList
            items={shown}
            itemKey={(seller) => seller.id}
            label="Sellers"
            columns={columns}
            minWidth={720}
            card={(seller) => <SellerCard seller={seller} />}
            cardLabel={(seller) => seller.name}
            muted={isBanned}
            emptyText={noSellersText}
          />
        )}
      </QueryState>
    </AdminPage>
  );
}
