import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { awaitsMeetUp, partActions } from '../../../domain/delivery-steps';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import type { OrderDetail } from '../../../domain/orders';
import { CancelPurchaseButton } from '../../components/cancel-purchase-button';
import { settlementText } from '../../components/dispute/dispute-summary';
import { OrderLines } from '../../components/order-lines';
import { PartStatusBadge } from '../../components/order-status-badges';
import { PartDeadline } from '../../components/part-deadline';
import { ReceivedButton } from '../../components/received-button';
import { SellerLink } from '../../components/seller-link';
import { BuyerDispute } from './buyer-dispute';
import { HandOverCode } from './hand-over-code';
import { PartHistory } from './part-history';
import { PartMessages } from './part-messages';
import { RefundNote } from './refund-note';
import { ReportProblemButton } from './report-problem-button';
import { isReportable } from './reportable';

type Part = OrderDetail['deliveries'][number];
type Line = OrderDetail['items'][number];

/** One seller's part of an order: its seller, lines, status and history, and the messages about it. */
export function OrderPart({
  orderId,
  part,
  lines,
  meetUp,
}: {
  orderId: number;
  part: Part;
  lines: Line[];
  /** The order is paid in person: the part awaits its meet-up, at the place the buyer named. */
  meetUp: boolean;
}) {
  const actions = partActions({ status: part.status, meetUp }, 'buyer');
  const ids = { orderId, deliveryId: part.id, sellerName: part.sellerName };
  return (
    <Paper withBorder p="md" component="section" aria-label={`From ${part.sellerName}`}>
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Group gap="sm">
            <Title order={2} fz="lg">
              From <SellerLink sellerId={part.sellerId} name={part.sellerName} inherit />
            </Title>
            <PartStatusBadge
              status={part.status}
              awaitingMeetUp={awaitsMeetUp({ status: part.status, meetUp })}
            />
            <RefundNote refund={part.refund} />
          </Group>
          <Group gap="xs">
            {actions.includes('receive') && <ReceivedButton {...ids} />}
            {actions.includes('cancel') && <CancelPurchaseButton {...ids} />}
            {isReportable(actions, part.dueAt) && <ReportProblemButton {...ids} />}
          </Group>
        </Group>
        <PartDeadline side="buyer" status={part.status} dueAt={part.dueAt} />
        {part.handOverCode && (
          <HandOverCode deliveryId={part.id} sellerName={part.sellerName} handOverCode={part.handOverCode} />
        )}
        {part.dispute && <BuyerDispute dispute={part.dispute} />}
        <OrderLines
          lines={lines.map((line) => ({ ...line, price: line.priceAtPurchase }))}
          total={lines.reduce((sum, line) => sum + line.lineTotal, 0)}
        />
        <Text size="sm" c="gray.7">
          {meetUp
            ? meetUpTexts.meetAt(part.address, part.phone)
            : `Delivery to ${part.address} · ${part.phone}`}
        </Text>
        <PartHistory
          history={part.history}
          settled={part.dispute ? settlementText(part.dispute) : undefined}
        />
        <PartMessages
          deliveryId={part.id}
          orderId={orderId}
          sellerId={part.sellerId}
          sellerName={part.sellerName}
          conversation={part.conversation}
        />
      </Stack>
    </Paper>
  );
}
