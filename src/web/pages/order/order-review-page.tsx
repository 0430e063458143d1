import { Alert, Button, Container, List, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Cart } from '../../../domain/cart';
import { reservationNotice } from '../../../domain/checkout';
import { useCheckoutTerms, useCreateOrder } from '../../api/orders';
import { OrderLines } from '../../components/order-lines';
import { QueryState } from '../../components/query-state';
import { toastWarning } from '../../components/toast';
import { useLiveCart } from '../../realtime/use-live-cart';
import { newAttemptKey } from './new-attempt-key';
import { describeOrderFailure, type OrderFailure } from './order-failure';

/** /order: the cart as an order to confirm; Pay Now reserves the stock and opens the payment screen. */
export function OrderReviewPage() {
  const cart = useLiveCart();
  return (
    <QueryState query={cart} loadingLabel="Loading your order" errorTitle="Could not load your cart">
      {(data) => <OrderReview cart={data} />}
    </QueryState>
  );
}

function OrderReview({ cart: { items, total } }: { cart: Cart }) {
  const navigate = useNavigate();
  const createOrder = useCreateOrder();
  const terms = useCheckoutTerms();
  const attemptKey = useRef(newAttemptKey());
  const [failure, setFailure] = useState<OrderFailure | null>(null);

  const payNow = () => {
    setFailure(null);
    createOrder.mutate(
      {
        items: items.map((item) => ({ productId: item.productId, quantity: item.quantity })),
        idempotencyKey: attemptKey.current,
      },
      {
        onSuccess: ({ orderId, paymentId }) => navigate(`/payment?order=${orderId}&payment=${paymentId}`),
        onError: (error) => {
          const next = describeOrderFailure(error);
          if (!next.retrySameAttempt) attemptKey.current = newAttemptKey();
          if (next.loginNeeded) {
            toastWarning(next.message);
            navigate('/login', { state: { from: '/order' } });
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
        <Title order={2}>Review your order</Title>
        {items.length === 0 ? (
          <Paper withBorder p="lg">
            <Stack align="center" gap="sm">
              <Text c="gray.7">Your cart is empty.</Text>
              <Button component={Link} to="/shop" variant="light">
                Browse the shop
              </Button>
            </Stack>
          </Paper>
        ) : (
          <Paper withBorder p={{ base: 'sm', sm: 'lg' }}>
            <Stack gap="md">
              <OrderLines lines={items} total={total} />
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
              <Button
                size="md"
                onClick={payNow}
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
                  {reservationNotice(terms.data.paymentWindowSeconds)}
                </Text>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
