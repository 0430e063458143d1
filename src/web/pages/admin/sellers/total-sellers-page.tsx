import { Box, Group, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { type AdminSeller, noSellersText } from '../../../../domain/admin-sellers';
import { formatMoney } from '../../../../domain/money';
import { formatRating } from '../../../../domain/review';
import { useSellers } from '../../../api/admin-sellers';
import { BannedBadge } from '../../../components/status-badge';
import { AdminPage, AdminSearch, LoadState } from '../admin-page';
import { EmptyState } from '../empty-state';
import { SellerBanButton } from './seller-ban-button';
import { SellerCards } from './seller-cards';
import { isBanned, matchesSellerSearch } from './seller-search';

const back = { to: '/admin/sellers', label: 'Seller management' };

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
        <AdminSearch label="Search sellers" placeholder="Name or email" value={search} onChange={setSearch} />
      }
    >
      <LoadState query={sellers} what="sellers" failedTitle="Failed to load sellers" />
      {sellers.isSuccess && (
        <Paper withBorder>
          {shown.length === 0 ? (
            <EmptyState>{noSellersText}</EmptyState>
          ) : (
            <>
              <Box visibleFrom="sm">
                <SellersTable sellers={shown} />
              </Box>
              <Box hiddenFrom="sm">
                <SellerCards sellers={shown} />
              </Box>
            </>
          )}
        </Paper>
      )}
    </AdminPage>
  );
}

function SellersTable({ sellers }: { sellers: AdminSeller[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" aria-label="Sellers">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Email</Table.Th>
            <Table.Th ta="right">Rating</Table.Th>
            <Table.Th ta="right">Income</Table.Th>
            <Table.Th ta="right">Level</Table.Th>
            <Table.Th>Action</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sellers.map((seller) => (
            <Table.Tr
              key={seller.id}
              bg={isBanned(seller) ? 'gray.1' : undefined}
              c={isBanned(seller) ? 'gray.7' : undefined}
            >
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Text fw={600} inherit>
                    {seller.name}
                  </Text>
                  {isBanned(seller) && <BannedBadge />}
                </Group>
              </Table.Td>
              <Table.Td>{seller.email}</Table.Td>
              <Table.Td ta="right">{formatRating(seller.rating)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(seller.income)}
              </Table.Td>
              <Table.Td ta="right">{seller.level}</Table.Td>
              <Table.Td>
                <SellerBanButton seller={seller} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
