import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime } from '../../../../domain/format-date';
import { formatMoney } from '../../../../domain/money';
import type { Payout, PayoutStatus } from '../../../../domain/payout';
import { payoutTexts } from '../../../../domain/payout-texts';

const colors: Record<PayoutStatus, string> = {
  requested: 'blue',
  sending: 'blue',
  unknown: 'yellow',
  paid: 'green',
  refused: 'red',
};

export function PayoutStatusBadge({ status }: { status: PayoutStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {payoutTexts.statusLabels[status]}
    </Badge>
  );
}

/** Every payout of the seller, newest first, with its status, bKash's TrxID or the reason it was refused. */
export function PayoutHistory({ payouts }: { payouts: Payout[] }) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="history-title">
      <Title order={2} fz="lg" id="history-title">
        {payoutTexts.historyTitle}
      </Title>
      {payouts.length === 0 ? (
        <Text c="gray.7">{payoutTexts.historyEmpty}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Payout</Table.Th>
                <Table.Th>Amount</Table.Th>
                <Table.Th>Wallet</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Details</Table.Th>
                <Table.Th>Requested</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {payouts.map((payout) => (
                <Table.Tr key={payout.id}>
                  <Table.Td>#{payout.id}</Table.Td>
                  <Table.Td>{formatMoney(payout.amount)}</Table.Td>
                  <Table.Td>{payout.wallet}</Table.Td>
                  <Table.Td>
                    <PayoutStatusBadge status={payout.status} />
                  </Table.Td>
                  <Table.Td>
                    {payout.status === 'paid'
                      ? `TrxID ${payout.trxId}`
                      : payout.status === 'refused'
                        ? payout.message
                        : ''}
                  </Table.Td>
                  <Table.Td>{formatDateTime(payout.createdAt)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
