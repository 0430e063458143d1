import { Button, Group, NumberInput, Radio, Stack, Textarea } from '@mantine/core';
import { z } from 'zod';
import { DISPUTE_NOTE_MAX_LENGTH, disputeOutcomes } from '../../../../domain/dispute';
import { disputeTexts } from '../../../../domain/dispute-texts';
import { disputeDecisionSchema, type QueuedDispute } from '../../../../domain/disputes';
import { formatMoney } from '../../../../domain/money';
import { useDecideDispute } from '../../../api/disputes';
import { errorMessage } from '../../../api/error-message';
import { ErrorAlert } from '../../../components/error-alert';
import { toastSuccess } from '../../../components/toast';
import { useSchemaForm } from '../../../forms/use-schema-form';

type Values = { outcome: string; amount: number | ''; reason: string };

/** The form's values as the request: the amount only for a partial refund, the one outcome that takes one. */
const decisionFormSchema = z.preprocess((values) => {
  const { amount, ...rest } = values as Values;
  return rest.outcome === 'partial' ? { ...rest, amount } : rest;
}, disputeDecisionSchema);

/** The administrator's decision: release to the seller, a partial or a full refund, always with a reason. */
export function DecideDispute({ dispute }: { dispute: QueuedDispute }) {
  const decide = useDecideDispute(dispute.id);
  const form = useSchemaForm(decisionFormSchema, {
    initialValues: { outcome: '', amount: '', reason: '' } as Values,
  });
  const outcome = form.values.outcome;
  const submit = form.onSubmit((decision) =>
    decide.mutate(decision, {
      onSuccess: () => toastSuccess(disputeTexts.decided, { subject: `dispute-${dispute.id}` }),
    }),
  );
  const label = (value: (typeof disputeOutcomes)[number]) =>
    value === 'full'
      ? `${disputeTexts.outcomes.full} (${formatMoney(dispute.partTotal)})`
      : disputeTexts.outcomes[value];
  return (
    <form onSubmit={submit} noValidate aria-label={`Decide the dispute of order #${dispute.orderId}`}>
      <Stack gap="sm">
        <ErrorAlert>{decide.error && errorMessage(decide.error)}</ErrorAlert>
        <Radio.Group label="Decision" required {...form.getInputProps('outcome')}>
          <Group mt={4}>
            {disputeOutcomes.map((value) => (
              <Radio key={value} value={value} label={label(value)} />
            ))}
          </Group>
        </Radio.Group>
        {outcome === 'partial' && (
          <NumberInput
            label="Refund (whole taka)"
            description={`1 to ${formatMoney(dispute.partTotal - 1)}`}
            required
            min={1}
            max={dispute.partTotal - 1}
            allowDecimal={false}
            allowNegative={false}
            {...form.getInputProps('amount')}
          />
        )}
        <Textarea
          label="Reason"
          required
          autosize
          minRows={2}
          maxLength={DISPUTE_NOTE_MAX_LENGTH}
          {...form.getInputProps('reason')}
        />
        <Group justify="flex-end">
          <Button type="submit" color="orange" loading={decide.isPending}>
            {disputeTexts.decide}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
