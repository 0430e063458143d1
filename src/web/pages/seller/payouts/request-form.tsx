import { Button, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '../../../../domain/money';
import { payoutRequestSchema, type SellerPayouts } from '../../../../domain/payout';
import { payoutTexts } from '../../../../domain/payout-texts';
import { useRequestPayout } from '../../../api/payouts';
import { toastError, toastSuccess } from '../../../components/toast';
import { useSchemaForm } from '../../../forms/use-schema-form';

const subject = 'payout-request';

/** The available balance and the form that asks for (part of) it. */
export function RequestForm({ data }: { data: SellerPayouts }) {
  const request = useRequestPayout();
  const form = useSchemaForm(payoutRequestSchema, {
    initialValues: { amount: Math.max(data.available, 0) as number | string },
  });
  const open = data.payouts.some((payout) => ['requested', 'sending', 'unknown'].includes(payout.status));
  return (
    <Stack gap="sm" component="section" aria-labelledby="available-title">
      <Title order={2} fz="lg" id="available-title">
        {payoutTexts.availableTitle}
      </Title>
      <Text fz="xl" fw={700}>
        {formatMoney(data.available)}
      </Text>
      <Text size="sm" c="gray.7">
        {payoutTexts.minimum(data.minimum)}
      </Text>
      {open ? (
        <Text>{payoutTexts.openPayout}</Text>
      ) : (
        <form
          onSubmit={form.onSubmit(({ amount }) =>
            request.mutate(amount, {
              onSuccess: () => toastSuccess(payoutTexts.requested(amount), { subject }),
              onError: (error) =>
                toastError(error, { subject, context: { title: payoutTexts.requestFailed } }),
            }),
          )}
        >
          <Group align="flex-end">
            <NumberInput
              label={payoutTexts.amountLabel}
              min={1}
              allowDecimal={false}
              thousandSeparator=","
              {...form.getInputProps('amount')}
            />
            <Button type="submit" loading={request.isPending} disabled={data.wallet.wallet === null}>
              {payoutTexts.requestPayout}
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}
