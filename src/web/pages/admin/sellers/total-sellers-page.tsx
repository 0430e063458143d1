import { Badge, Group, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import {
  type AdminSeller,
  banFailedText,
  banQuestion,
  noSellersText,
} from '../../../../domain/admin-sellers';
import { formatMoney } from '../../../../domain/money';
import { useSellers, useSetSellerBan } from '../../../api/admin-sellers';
import { ConfirmButton } from '../../../components/confirm-button';
import { AdminPage, AdminSearch, LoadState } from '../admin-page';
import { EmptyState } from '../empty-state';
import { notifyFailure } from '../mutation-error';
import { matchesSellerSearch } from './seller-search';

const BANNED_LEVEL = -1;
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
                  {shown.map((seller) => (
                    <SellerRow key={seller.id} seller={seller} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </Paper>
      )}
    </AdminPage>
  );
}

function SellerRow({ seller }: { seller: AdminSeller }) {
  const setBan = useSetSellerBan();
  const banned = seller.level === BANNED_LEVEL;
  const action = banned ? 'unban' : 'ban';
  return (
    <Table.Tr
      bg={banned ? 'gray.1' : undefined}
      c={banned ? 'gray.7' : undefined}
      aria-label={banned ? `${seller.name} (banned)` : seller.name}
    >
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} inherit>
            {seller.name}
          </Text>
          {banned && (
            <Badge color="red" variant="light" c="red.9">
              BANNED
            </Badge>
          )}
        </Group>
      </Table.Td>
      <Table.Td>{seller.email}</Table.Td>
      <Table.Td ta="right">{seller.rating.toFixed(1)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(seller.income)}
      </Table.Td>
      <Table.Td ta="right">{seller.level}</Table.Td>
      <Table.Td>
        <ConfirmButton
          size="xs"
          color={banned ? 'green' : 'red'}
          variant={banned ? 'light' : 'filled'}
          question={banQuestion(action)}
          confirmLabel={banned ? 'Unban' : 'Ban'}
          loading={setBan.isPending}
          aria-label={`${banned ? 'Unban' : 'Ban'} ${seller.name}`}
          onConfirm={() =>
            setBan.mutate({ sellerId: seller.id, action }, { onError: notifyFailure(banFailedText) })
          }
        >
          {banned ? 'Unban' : 'Ban'}
        </ConfirmButton>
      </Table.Td>
    </Table.Tr>
  );
}
