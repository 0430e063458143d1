import { Button, Group, Paper, Radio, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  type PaymentMethod,
  type PayOrderRequest,
  paymentMethodLabels,
  paymentMethods,
  payOrderRequestSchema,
} from '../../../domain/checkout';
import { formatMoney } from '../../../domain/money';
import { useSchemaForm } from '../../forms/use-schema-form';

type Props = {
  amount: number;
  processing: boolean;
  timeUp: boolean;
  onPay: (request: PayOrderRequest) => void;
  /** Pay pressed while a field is missing: the fields say what, and the last refusal goes. */
  onInvalid: () => void;
};

function accountLabel(method: PaymentMethod | ''): string {
  if (method === 'bkash' || method === 'nagad') return `${paymentMethodLabels[method]} account number`;
  if (method === 'debit_card' || method === 'credit_card') return 'Card number';
  return 'Account or card number';
}

/** Method, account or card number, phone and address: all required, formats not checked (SPEC section 5). */
export function PaymentForm({ amount, processing, timeUp, onPay, onInvalid }: Props) {
  const form = useSchemaForm(payOrderRequestSchema, {
    initialValues: { method: '' as PaymentMethod | '', account: '', phone: '', address: '' },
  });
  const { method } = form.values;

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="payment-form-title">
      <form onSubmit={form.onSubmit(onPay, onInvalid)} noValidate>
        <Stack gap="md">
          <Title order={3} size="h4" id="payment-form-title">
            Payment details
          </Title>
          <Radio.Group label="Payment method" {...form.getInputProps('method')} withAsterisk>
            <SimpleGrid cols={2} spacing="xs" mt="xs">
              {paymentMethods.map((value) => (
                <Radio.Card key={value} value={value} radius="md" p="sm" withBorder>
                  <Group gap="xs" wrap="nowrap">
                    <Radio.Indicator />
                    {paymentMethodLabels[value]}
                  </Group>
                </Radio.Card>
              ))}
            </SimpleGrid>
          </Radio.Group>
          <TextInput
            {...form.getInputProps('account')}
            name="account"
            label={accountLabel(method)}
            inputMode="numeric"
            autoComplete={method.endsWith('_card') ? 'cc-number' : 'off'}
            required
          />
          <TextInput
            {...form.getInputProps('phone')}
            name="phone"
            type="tel"
            label="Phone number"
            autoComplete="tel"
            required
          />
          <Textarea
            {...form.getInputProps('address')}
            name="address"
            label="Delivery address"
            autoComplete="street-address"
            autosize
            minRows={2}
            required
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
