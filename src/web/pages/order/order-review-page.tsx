import { Alert, Button, Container, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { Cart } from '../../../domain/cart';
import { checkoutTexts } from '../../../domain/checkout-texts';
import type { MeetUpRequest } from '../../../domain/meet-up';
import { meetUpTexts } from '../../../domain/meet-up-texts';
import { pages } from '../../../domain/pages';
import { cartQuery } from '../../api/cart';
import { useMeetUpOffer } from '../../api/meet-up';
import { useCheckoutTerms, useCreateOrder } from '../../api/orders';
import { Link } from '../../components/link';
import { MeetUpSafety } from '../../components/meet-up-safety';
import { OrderLines } from '../../components/order-lines';
import { PageTitle } from '../../components/page-title';
import { QueryState } from '../../components/query-state';
import { toastSuccess, toastWarning } from '../../components/toast';
import { useLiveCart } from '../../realtime/use-live-cart';
import { AwaitingOrderNotice } from './awaiting-order-notice';
import { MeetUpForm } from './meet-up-form';
import { newAttemptKey } from './new-attempt-key';
import { describeOrderFailure, type OrderFailure } from './order-failure';
import { type PaymentChoice, PaymentChoiceField } from './payment-choice';
import { StockShortageAlert } from './stock-shortage-alert';

/**
 * /order: the cart as an order to confirm; Pay Now reserves the stock and opens the payment screen, or Place
 * order sends it to its sellers to be paid in person.
 */
export function OrderReviewPage() {
  const cart = useLiveCart();
  return (
    <QueryState query={cart} loadingLabel="Loading your order" errorTitle="Could not load your cart">
      {(data) => <OrderReview cart={data} />}
    </QueryState>
  );
}

function OrderReview({ cart: { items, total, awaitingOrder } }: { cart: Cart }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createOrder = useCreateOrder();
  const terms = useCheckoutTerms();
  const attemptKey = useRef(newAttemptKey());
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const [choice, setChoice] = useState<PaymentChoice>('online');
  const offer = useMeetUpOffer(items.map((item) => item.productId));
  const refused = offer.data?.refused ?? [];
  const inPerson = choice === 'in-person' && refused.length === 0;

  const placeOrder = (meetUp?: MeetUpRequest) => {
    setFailure(null);
    createOrder.mutate(
      {
        items: items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
        idempotencyKey: attemptKey.current,
        ...(meetUp ? { meetUp } : {}),
      },
      {
        onSuccess: ({ orderId, paymentId }) => {
          if (!meetUp) return navigate(pages.payment.path(orderId, paymentId));
          toastSuccess(meetUpTexts.placed(orderId), { subject: `order-${orderId}` });
          return navigate(pages.order.path(orderId));
        },
        onError: (error) => {
          const next = describeOrderFailure(error);
          if (!next.retrySameAttempt) attemptKey.current = newAttemptKey();
          // The stock moved since the cart was read: read it again, so the lines and the offer to adjust agree.
          if (next.lines.length > 0) queryClient.invalidateQueries({ queryKey: cartQuery.queryKey });
          if (next.loginNeeded) {
            toastWarning(next.message, { subject: 'checkout' });
            navigate(pages.login.path(), { state: { from: pages.orderReview.path() } });
            return;
          }
          setFailure(next);
        },
      },
    );
  };

  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <PageTitle>Review your order</PageTitle>
        {items.length === 0 ? (
          <Paper withBorder p="lg">
            <Stack align="center" gap="sm">
              <Text c="gray.7">Your cart is empty.</Text>
              <Button component={Link} to={pages.shop.path()} variant="light">
                Browse the shop
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <OrderLines lines={items} total={total} />
              <StockShortageAlert items={items} />
              <PaymentChoiceField
                value={inPerson ? 'in-person' : 'online'}
                onChange={setChoice}
                refused={refused}
              />
              {!inPerson && <AwaitingOrderNotice awaiting={awaitingOrder} />}
              {failure && (
                <Alert
                  color="red"
                  role="alert"
                  icon={<IconAlertTriangle size={20} />}
                  title={failure.message}
                >
                  {failure.lines.length > 0 && (
                    <List size="sm">
                      {failure.lines.map((line) => (
                        <List.Item key={line}>{line}</List.Item>
                      ))}
                    </List>
                  )}
                </Alert>
              )}
              {inPerson && <MeetUpSafety />}
              {inPerson ? (
                <MeetUpForm
                  holdHours={terms.data?.meetUpHoldHours}
                  placing={createOrder.isPending}
                  onPlace={placeOrder}
                />
              ) : (
                <>
                  <Button
                    size="md"
                    onClick={() => placeOrder()}
                    loading={false}
                    disabled={createOrder.isPending}
                    leftSection={
                      createOrder.isPending ? <Loader size={16} color="gray" /> : <IconLock size={18} />
                    }
                  >
                    {createOrder.isPending ? 'Checking Stock...' : 'Pay Now'}
                  </Button>
                  {terms.data && (
                    <Text size="sm" c="gray.7" ta="center">
                      {checkoutTexts.reservationNotice(terms.data.paymentWindowSeconds)}
                    </Text>
                  )}
                </>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
