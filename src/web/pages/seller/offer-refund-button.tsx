import { NumberInput, Stack, Textarea } from '@mantine/core';
import { DISPUTE_NOTE_MAX_LENGTH } from '../../../domain/dispute';
import { disputeTexts } from '../../../domain/dispute-texts';
import { disputeOfferSchema, type PartDispute } from '../../../domain/disputes';
import { useOfferRefund } from '../../api/disputes';
import { errorMessage } from '../../api/error-message';
import { ErrorAlert } from '../../components/error-alert';
import { DialogActions, FormDialogButton } from '../../components/form-dialog-button';
import { toastSuccess } from '../../components/toast';
import { useSchemaForm } from '../../forms/use-schema-form';

/** The seller's offer of a refund for a part the buyer reported a problem with: an amount and a note. */
export function OfferRefundButton({ dispute, orderId }: { dispute: PartDispute; orderId: number }) {
  return (
    <FormDialogButton
      label={disputeTexts.offerLabel}
      ariaLabel={`${disputeTexts.offerLabel}: order ${orderId}`}
      title={`${disputeTexts.offerLabel}: order #${orderId}`}
      color="orange"
      style={{ alignSelf: 'flex-start' }}
    >
      {(close) => <OfferForm dispute={dispute} onDone={close} />}
    </FormDialogButton>
  );
}

function OfferForm({ dispute, onDone }: { dispute: PartDispute; onDone: () => void }) {
  const offer = useOfferRefund(dispute.id);
  const form = useSchemaForm(disputeOfferSchema, {
    initialValues: { amount: dispute.offer?.amount ?? ('' as number | ''), note: dispute.offer?.note ?? '' },
  });
  const submit = form.onSubmit((values) =>
    offer.mutate(values, {
      onSuccess: () => {
        toastSuccess(disputeTexts.offerSent, { subject: `dispute-${dispute.id}` });
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <ErrorAlert>{offer.error && errorMessage(offer.error)}</ErrorAlert>
        <NumberInput
          label={disputeTexts.offerAmountLabel}
          required
          min={1}
          allowDecimal={false}
          allowNegative={false}
          data-autofocus
          {...form.getInputProps('amount')}
        />
        <Textarea
          label={disputeTexts.noteLabel}
          required
          autosize
          minRows={2}
          maxLength={DISPUTE_NOTE_MAX_LENGTH}
          {...form.getInputProps('note')}
        />
        <DialogActions submitLabel={disputeTexts.sendOffer} onCancel={onDone} busy={offer.isPending} />
      </Stack>
    </form>
  );
}
