import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { recordedPaymentMethodLabels } from '../../../domain/checkout';
import { formatDateTime } from '../../../domain/format-date';
import { CASH_METHOD } from '../../../domain/meet-up';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import { formatMoney } from '../../../domain/money';
import type { OrderDetail } from '../../../domain/orders';
import { pages } from '../../../domain/pages';
import { errorCode } from '../../api/error-message';
import { orderQuery, useOrder } from '../../api/orders';
import { Link } from '../../components/link';
import { LoadFailed } from '../../components/load-failed';
import { OrderLines } from '../../components/order-lines';
import { OrderCancelledBadge, PaymentStatusBadge } from '../../components/order-status-badges';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { usePageTitle } from '../../components/use-page-title';
import { useOrderCatchUp } from '../../realtime/use-order-catch-up';
import { useRealtime } from '../../realtime/use-realtime';
import { OrderPart } from './order-part';

/** An order that is not the viewer's is answered as missing, as the API answers it. */
export function OrderNotFound() {
  usePageTitle('Order not found');
  return (
    <Stack align="center" py={64} gap="sm">
      <PageTitle size="h1" fz={24}>
        Order not found
      </PageTitle>
      <Text c="gray.7">It may have been removed, or it is not one of your orders.</Text>
      <Button component={Link} to={pages.myOrders.path()} variant="light">
        Back to My Orders
      </Button>
    </Stack>
  );
}

/**
 * Keeps the page current: its payment, its parts' moves and the messages about them arrive as they happen.
 * Returns whether the socket is connected.
 */
function useLiveOrder(orderId: number): boolean {
  const queryClient = useQueryClient();
  const { queryKey } = orderQuery(orderId);
  const live = useRealtime((event) => {
    const parts = queryClient.getQueryData(queryKey)?.order.deliveries ?? [];
    const conversations = parts.map((part) => part.conversation?.id);
    const concerned =
      ((event.type === 'delivery.changed' || event.type === 'payment.changed') &&
        event.orderId === orderId) ||
      // A part nobody has written about yet may get its first message from the seller.
      (event.type === 'message.sent' &&
        (conversations.includes(event.message.conversationId) || conversations.includes(undefined)));
    if (concerned) queryClient.invalidateQueries({ queryKey });
  });
  useOrderCatchUp(orderId, live);
  return live;
}

/** /showOrder/:id: an order's parts, each with its seller, status history and the messages about it. */
export function OrderDetailPage({ orderId }: { orderId: number }) {
  const live = useLiveOrder(orderId);
  const read = useOrder(orderId, { live });
  usePageTitle(read.data ? `Order #${orderId}` : null);
  return (
    <Stack gap="md" maw={960} mx="auto">
      <Anchor component={Link} to={pages.myOrders.path()} size="sm" c="blue.8">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden /> My Orders
        </Group>
      </Anchor>
      <QueryState
        query={read}
        loadingLabel="Loading the order"
        failed={(error) =>
          errorCode(error) === 'not_found' ? (
            <OrderNotFound />
          ) : (
            <LoadFailed title="Could not load this order" error={error} />
          )
        }
      >
        {({ order }) => <OrderView order={order} />}
      </QueryState>
    </Stack>
  );
}

function OrderView({ order }: { order: OrderDetail }) {
  const unpaidLines = order.deliveries.length === 0 ? order.items : [];
  const meetUp = order.payment.method === CASH_METHOD;
  return (
    <>
      <Group gap="sm" align="center">
        <PageTitle size="h1" fz={{ base: 24, sm: 28 }}>
          Order #{order.id}
        </PageTitle>
        <PaymentStatusBadge status={order.payment.status} />
        {order.status === 'cancelled' && <OrderCancelledBadge />}
      </Group>
      <Text c="gray.7" size="sm">
        Placed {formatDateTime(order.createdAt)} · {order.items.length}{' '}
        {order.items.length === 1 ? 'product' : 'products'} · {formatMoney(order.total)}
      </Text>
      {meetUp && (
        <Text size="sm">
          {recordedPaymentMethodLabels[CASH_METHOD]}
          {order.payment.status === 'pending' && ` · ${meetUpTexts.heldUntil(order.payment.expiresAt)}`}
        </Text>
      )}
      {order.deliveries.map((part) => (
        <OrderPart
          key={part.id}
          orderId={order.id}
          part={part}
          meetUp={meetUp}
          lines={order.items.filter((item) => item.sellerId === part.sellerId)}
        />
      ))}
      {unpaidLines.length > 0 && (
        <Paper withBorder p="md">
          <Stack gap="sm">
            <Text c="gray.7">
              {order.payment.status === 'pending' ? 'Awaiting payment' : 'This order was not paid.'}
            </Text>
            <OrderLines
              lines={unpaidLines.map((line) => ({ ...line, price: line.priceAtPurchase }))}
              total={order.total}
            />
          </Stack>
        </Paper>
      )}
    </>
  );
}
