import { Alert, Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../../../domain/format-date';
import { formatMoney } from '../../../../domain/money';
import type { PayoutMode, QueuedPayout } from '../../../../domain/payout';
import { payoutTexts } from '../../../../domain/payout-texts';
import { usePayoutQueue } from '../../../api/payouts';
import { EmptyState, QueryState } from '../../../components/query-state';
import { PayoutStatusBadge } from '../../seller/payouts/payout-history';
import { AdminPage } from '../admin-page';
import { PayoutActions } from './payout-actions';

function QueuedPayoutCard({ payout, mode }: { payout: QueuedPayout; mode: PayoutMode }) {
  return (
    <Paper withBorder p="md" component="article" aria-label={`Payout #${payout.id}`}>
      <Stack gap="xs">
        <Text fw={600}>
          Payout #{payout.id}: {formatMoney(payout.amount)} to {payout.wallet}{' '}
          <PayoutStatusBadge status={payout.status} />
        </Text>
        <Text size="sm">
          {payout.sellerName} · {payout.sellerEmail} · {payoutTexts.waitingFor(payout.createdAt)}
        </Text>
        {payout.message && (
          <Text size="sm" c="orange.9">
            {payout.message}
          </Text>
        )}
        {(payout.events.length > 0 || payout.previous.length > 0) && (
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {payoutTexts.historyOf}
            </Text>
            {payout.events.map((event) => (
              <Text size="xs" key={`${event.action}-${event.at}`}>
                {formatDateTime(event.at)}: {event.action} by {event.actorName ?? 'the server'}
                {event.reason ? ` (${event.reason})` : ''}
              </Text>
            ))}
            {payout.previous.map((earlier) => (
              <Text size="xs" key={earlier.id}>
                {payoutTexts.previousPayouts}: #{earlier.id} {formatMoney(earlier.amount)}{' '}
                {payoutTexts.statusLabels[earlier.status]} {formatDateTime(earlier.createdAt)}
              </Text>
            ))}
          </Stack>
        )}
        <PayoutActions payout={payout} mode={mode} />
      </Stack>
    </Paper>
  );
}

/** /admin/payouts: sellers' payouts waiting to be sent, oldest first. */
export function PayoutsQueuePage() {
  const queue = usePayoutQueue();
  return (
    <AdminPage title={payoutTexts.queueTitle}>
      <QueryState query={queue} loadingLabel="Loading the payouts" errorTitle="Could not load the payouts">
        {({ mode, payouts }) => (
          <Stack>
            <Alert color="blue">{payoutTexts.queueMode(mode)}</Alert>
            {payouts.length === 0 ? (
              <EmptyState>{payoutTexts.queueEmpty}</EmptyState>
            ) : (
              payouts.map((payout) => <QueuedPayoutCard key={payout.id} payout={payout} mode={mode} />)
            )}
          </Stack>
        )}
      </QueryState>
    </AdminPage>
  );
}
