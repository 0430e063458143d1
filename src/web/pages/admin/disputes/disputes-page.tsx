import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { disputeTexts } from '../../../../domain/dispute-texts';
import type { QueuedDispute } from '../../../../domain/disputes';
import { formatWait } from '../../../../domain/format-date';
import { formatMoney } from '../../../../domain/money';
import { useDisputeQueue } from '../../../api/disputes';
import { DisputeSummary } from '../../../components/dispute/dispute-summary';
import { QueryState } from '../../../components/query-state';
import { AdminPage } from '../admin-page';
import { DecideDispute } from './decide-dispute';

/** Who and what one dispute is about, how long it has waited, and the decision. */
function QueuedDisputeCard({ dispute, waitedMs }: { dispute: QueuedDispute; waitedMs: number }) {
  const titleId = `dispute-${dispute.id}-title`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline">
          <Title order={2} fz="lg" id={titleId}>
            Order #{dispute.orderId}
          </Title>
          <Text size="sm" fw={600} c={waitedMs > 48 * 3_600_000 ? 'red.8' : 'gray.8'}>
            {disputeTexts.waited(formatWait(waitedMs))}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
          <Text size="sm">
            Buyer: {dispute.buyerName}
            <Text span size="xs" c="gray.7" display="block">
              {dispute.buyerEmail}
            </Text>
          </Text>
          <Text size="sm">Seller: {dispute.sellerName}</Text>
          <Text size="sm">
            {dispute.productNames.join(', ')} · {formatMoney(dispute.partTotal)}
          </Text>
        </SimpleGrid>
        <DisputeSummary dispute={dispute} />
        <DecideDispute dispute={dispute} />
      </Stack>
    </Paper>
  );
}

/** /admin/disputes: open disputes, longest waiting first, each decided here. */
export function DisputesPage() {
  const queue = useDisputeQueue();
  const count = queue.data?.disputes.length;
  return (
    <AdminPage
      title={disputeTexts.queueTitle}
      heading={count === undefined ? disputeTexts.queueTitle : `${disputeTexts.queueTitle} (${count})`}
    >
      <QueryState query={queue} loadingLabel="Loading disputes" errorTitle="Failed to load disputes">
        {(data) => {
          const now = Date.parse(data.serverTime);
          return data.disputes.length === 0 ? (
            <Text c="gray.7">{disputeTexts.queueEmpty}</Text>
          ) : (
            <Stack gap="md">
              {data.disputes.map((dispute) => (
                <QueuedDisputeCard
                  key={dispute.id}
                  dispute={dispute}
                  waitedMs={now - Date.parse(dispute.createdAt)}
                />
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </AdminPage>
  );
}
