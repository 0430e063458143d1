import { Paper, Stack, Table, Text, Title } from '@mantine/core';
import { balanceTexts } from '../../../../domain/balance-texts';
import type { PendingPart } from '../../../../domain/balances';
import { formatDateTime, formatLength } from '../../../../domain/format-date';
import { formatMoney } from '../../../../domain/money';

/** When a pending part's money becomes available, in words. */
function whenAvailable(part: PendingPart, protectionSeconds: number): string {
  if (part.availableAt !== null) return balanceTexts.availableFrom(formatDateTime(part.availableAt));
  if (part.status === 'Disputed') return balanceTexts.heldByDispute;
  return balanceTexts.availableAfterDelivery(formatLength(protectionSeconds));
}

/** Each part still pending, with its amount and when it becomes available. */
export function PendingParts({
  parts,
  protectionSeconds,
}: {
  parts: PendingPart[];
  protectionSeconds: number;
}) {
  return (
    <Stack gap="xs" component="section" aria-labelledby="pending-parts-title">
      <Title order={2} size="h4" id="pending-parts-title">
        {balanceTexts.pendingTitle}
      </Title>
      {parts.length === 0 ? (
        <Text c="gray.7">{balanceTexts.noPending}</Text>
      ) : (
        <Paper withBorder>
          <Table>
            <Table.Tbody>
              {parts.map((part) => (
                <Table.Tr key={part.deliveryId}>
                  <Table.Th scope="row">Order #{part.orderId}</Table.Th>
                  <Table.Td style={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
                    {formatMoney(part.amount)}
                  </Table.Td>
                  <Table.Td>{whenAvailable(part, protectionSeconds)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </Stack>
  );
}
