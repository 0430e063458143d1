import { FileInput, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { DISPUTE_DETAILS_MAX_LENGTH, DISPUTE_PHOTO_LIMIT, disputeReasons } from '../../../domain/dispute';
import { disputeTexts } from '../../../domain/dispute-texts';
import { openDisputeFieldsSchema } from '../../../domain/disputes';
import { IMAGE_MIME_TYPES } from '../../../domain/limits';
import { useReportProblem } from '../../api/disputes';
import { errorMessage } from '../../api/error-message';
import { ErrorAlert } from '../../components/error-alert';
import { DialogActions, FormDialogButton } from '../../components/form-dialog-button';
import { toastSuccess } from '../../components/toast';
import { useSchemaForm } from '../../forms/use-schema-form';

type Props = { orderId: number; deliveryId: number; sellerName: string };

const reasonOptions = [
  { value: '', label: 'Choose…', disabled: true },
  ...disputeReasons.map((reason) => ({ value: reason, label: disputeTexts.reasons[reason] })),
];

/** The buyer's "Report a problem" on a delivered part paid online: a reason, details and photos, in a dialog. */
export function ReportProblemButton({ orderId, deliveryId, sellerName }: Props) {
  return (
    <FormDialogButton
      label={disputeTexts.report}
      ariaLabel={`${disputeTexts.report}: order ${orderId} from ${sellerName}`}
      title={disputeTexts.reportTitle}
      color="orange"
      size="lg"
    >
      {(close) => <ReportForm deliveryId={deliveryId} onDone={close} />}
    </FormDialogButton>
  );
}

function ReportForm({ deliveryId, onDone }: { deliveryId: number; onDone: () => void }) {
  const report = useReportProblem(deliveryId);
  const [photos, setPhotos] = useState<File[]>([]);
  const form = useSchemaForm(openDisputeFieldsSchema, { initialValues: { reason: '', details: '' } });
  const tooMany = photos.length > DISPUTE_PHOTO_LIMIT;
  const submit = form.onSubmit((fields) => {
    if (tooMany) return;
    report.mutate(
      { fields, photos },
      {
        onSuccess: () => {
          toastSuccess(disputeTexts.sent, { subject: `delivery-${deliveryId}` });
          onDone();
        },
      },
    );
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Text size="sm">{disputeTexts.reportIntro}</Text>
        <ErrorAlert>{report.error && errorMessage(report.error)}</ErrorAlert>
        <NativeSelect
          label={disputeTexts.reasonLabel}
          data={reasonOptions}
          required
          data-autofocus
          {...form.getInputProps('reason')}
        />
        <Textarea
          label={disputeTexts.detailsLabel}
          required
          autosize
          minRows={4}
          maxLength={DISPUTE_DETAILS_MAX_LENGTH}
          {...form.getInputProps('details')}
        />
        <FileInput
          label={disputeTexts.photosLabel}
          placeholder="Choose photos"
          multiple
          clearable
          clearButtonProps={{ 'aria-label': 'Remove the photos' }}
          accept={IMAGE_MIME_TYPES.join(',')}
          value={photos}
          onChange={setPhotos}
          error={tooMany ? disputeTexts.tooManyPhotos : undefined}
        />
        <DialogActions
          submitLabel={disputeTexts.send}
          onCancel={onDone}
          busy={report.isPending}
          color="orange"
        />
      </Stack>
    </form>
  );
}
