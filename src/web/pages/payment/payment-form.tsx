import { Button, Group, Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  type PaymentMethod,
  type PayOrderRequest,
  paymentMethodLabels,
  paymentMethods,
  payOrderRequestSchema,
} from '../../../domain/checkout';
import { formatMoney } from '../../../domain/money';
import { BuyerContactFields } from '../../components/buyer-contact-fields';
import { useSchemaForm } from '../../forms/use-schema-form';

type Props = {
  amount: number;
  /** The methods whose gateway is configured; all four until the server has said. */
  methods: readonly PaymentMethod[] | undefined;
  processing: boolean;
  timeUp: boolean;
  onPay: (request: PayOrderRequest) => void;
  /** Pay pressed while a field is missing: the fields say what, and the last refusal goes. */
  onInvalid: () => void;
};

/**
 * The method and where to deliver. Card and wallet numbers are typed on the gateway's own page, where Pay sends
 * the buyer: bKash's for bKash, SSLCommerz's for Nagad and cards.
 */
export function PaymentForm({ amount, methods, processing, timeUp, onPay, onInvalid }: Props) {
  const form = useSchemaForm(payOrderRequestSchema, {
    initialValues: { method: '' as PaymentMethod | '', phone: '', address: '' },
  });
  const offered = paymentMethods.filter((method) => !methods || methods.includes(method));

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="payment-form-title">
      <form onSubmit={form.onSubmit(onPay, onInvalid)} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id="payment-form-title">
            Payment details
          </Title>
          <Radio.Group label="Payment method" {...form.getInputProps('method')} withAsterisk>
            <SimpleGrid cols={2} spacing="xs" mt="xs">
              {offered.map((value) => (
                <Radio.Card key={value} value={value} radius="md" p="sm" withBorder>
                  <Group gap="xs" wrap="nowrap">
                    <Radio.Indicator />
                    {paymentMethodLabels[value]}
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <Text size="sm" c="gray.7">
            You enter your account or card details on the payment provider's own page.
          </Text>
          <BuyerContactFields
            phone={{ ...form.getInputProps('phone'), label: 'Phone number' }}
            place={{
              ...form.getInputProps('address'),
              name: 'address',
              label: 'Delivery address',
              autoComplete: 'street-address',
            }}
          />
          <Button
            type="submit"
            size="md"
            loading={processing}
            disabled={processing || timeUp}
            leftSection={<IconLock size={18} aria-hidden />}
          >
            Pay {formatMoney(amount)}
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
