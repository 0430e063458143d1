import { Button, Group, Paper, Radio, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { type CSSProperties, type FormEvent, useState } from 'react';
import {
  type PaymentMethod,
  type PayOrderRequest,
  paymentMethodLabels,
  paymentMethods,
  payOrderRequestSchema,
} from '../../../domain/checkout';
import { formatMoney } from '../../../domain/money';

type Field = keyof PayOrderRequest;

/** Mantine's default error red (shade 6) is 3.3:1 on white; shade 8 reaches WCAG AA for the small error texts. */
const readableErrors = { '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties;
type Props = {
  amount: number;
  processing: boolean;
  timeUp: boolean;
  onPay: (request: PayOrderRequest) => void;
};

const missingMessages: Record<Field, string> = {
  method: 'Please choose a payment method.',
  account: 'Please enter your account or card number.',
  phone: 'Please enter your phone number.',
  address: 'Please enter your delivery address.',
};

function accountLabel(method: PaymentMethod | ''): string {
  if (method === 'bkash' || method === 'nagad') return `${paymentMethodLabels[method]} account number`;
  if (method === 'debit_card' || method === 'credit_card') return 'Card number';
  return 'Account or card number';
}

/** Method, account or card number, phone and address: all required, formats not checked (SPEC section 5). */
export function PaymentForm({ amount, processing, timeUp, onPay }: Props) {
  const [method, setMethod] = useState<PaymentMethod | ''>('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = payOrderRequestSchema.safeParse({
      method: method || undefined,
      account: form.get('account'),
      phone: form.get('phone'),
      address: form.get('address'),
    });
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Field;
        next[field] ??= missingMessages[field];
      }
      setErrors(next);
      return;
    }
    setErrors({});
    onPay(parsed.data);
  };

  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="payment-form-title">
      <form onSubmit={submit} noValidate style={readableErrors}>
        <Stack gap="md">
          <Title order={3} size="h4" id="payment-form-title">
            Payment details
          </Title>
          <Radio.Group
            label="Payment method"
            value={method}
            onChange={(value) => setMethod(value as PaymentMethod)}
            error={errors.method}
            withAsterisk
          >
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
            name="account"
            label={accountLabel(method)}
            inputMode="numeric"
            autoComplete={method.endsWith('_card') ? 'cc-number' : 'off'}
            error={errors.account}
            required
          />
          <TextInput
            name="phone"
            type="tel"
            label="Phone number"
            autoComplete="tel"
            error={errors.phone}
            required
          />
          <Textarea
            name="address"
            label="Delivery address"
            autoComplete="street-address"
            autosize
            minRows={2}
            error={errors.address}
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
