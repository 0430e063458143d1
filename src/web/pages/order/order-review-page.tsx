import {
  Alert,
  Button,
  Center,
  Container,
  Group,
  List,
  Loader,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconLock } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { reservationNotice } from '../../../domain/checkout';
import { formatMoney } from '../../../domain/money';
import { errorMessage } from '../../api/error-message';
import { useCheckoutTerms, useCreateOrder } from '../../api/orders';
import { toastWarning } from '../../components/toast';
import { useLiveCart } from '../../realtime/use-live-cart';
import { newAttemptKey } from './new-attempt-key';
import { describeOrderFailure, type OrderFailure } from './order-failure';
import { OrderLineRow } from './order-line-row';

/** /order: the cart as an order to confirm; Pay Now reserves the stock and opens the payment screen. */
export function OrderReviewPage() {
  const navigate = useNavigate();
  const cart = useLiveCart();
  const createOrder = useCreateOrder();
  const terms = useCheckoutTerms();
  const attemptKey = useRef(newAttemptKey());
  const [failure, setFailure] = useState<OrderFailure | null>(null);

  if (cart.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading your order" />
      </Center>
    );
  }
  if (cart.isError) {
    return (
      <Alert color="red" title="Could not load your cart" maw={640} mx="auto">
        {errorMessage(cart.error)}
      </Alert>
    );
  }
  const { items, total } = cart.data;

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
              <Stack
                component="ul"
                gap="sm"
                m={0}
                p={0}
                aria-label="Order items"
                style={{ listStyle: 'none' }}
              >
                {items.map((item) => (
                  <OrderLineRow
                    key={item.productId}
                    name={item.name}
                    image={item.image}
                    quantity={item.quantity}
                    price={item.price}
                    lineTotal={item.lineTotal}
                  />
                ))}
              </Stack>
              <Group
                justify="space-between"
                pt="sm"
                style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
              >
                <Text fw={700} size="lg">
                  Total
                </Text>
                <Text fw={800} size="xl" aria-label={`Total ${formatMoney(total)}`}>
                  {formatMoney(total)}
                </Text>
              </Group>
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
