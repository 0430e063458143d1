import { Radio, Stack, Textarea } from '@mantine/core';
import { REPORT_DETAILS_MAX_LENGTH } from '../../domain/limits';
import {
  newReportSchema,
  type ReportTargetKind,
  reportReasonLabels,
  reportReasons,
} from '../../domain/moderation';
import { moderationTexts } from '../../domain/moderation-texts';
import { errorMessage } from '../api/error-message';
import { useFileReport } from '../api/moderation';
import { useMe } from '../api/session';
import { useSchemaForm } from '../forms/use-schema-form';
import { ErrorAlert } from './error-alert';
import { DialogActions, FormDialogButton } from './form-dialog-button';
import { toastSuccess } from './toast';

type Target = { kind: ReportTargetKind; targetId: string | number };

type Props = Target & {
  /** The person the report would be against: they have no Report of their own things. */
  againstId: string;
  /** What is reported, in the button's accessible name. */
  name: string;
};

/**
 * Report, for anyone signed in, on a listing, a seller or a message that is not their own: a reason from the list
 * and their words, in a dialog. Its code loads apart from the page that offers it (see the item page).
 */
export function ReportButton({ kind, targetId, againstId, name }: Props) {
  const me = useMe();
  const userId = me.data?.user?.id;
  if (!userId || userId === againstId) return null;
  return (
    <FormDialogButton
      label={moderationTexts.reportButton}
      ariaLabel={`${moderationTexts.reportButton} ${name}`}
      title={moderationTexts.dialogTitle[kind]}
      color="red"
    >
      {(close) => <ReportForm kind={kind} targetId={targetId} onDone={close} />}
    </FormDialogButton>
  );
}

function ReportForm({ kind, targetId, onDone }: Target & { onDone: () => void }) {
  const file = useFileReport();
  const form = useSchemaForm(newReportSchema, {
    initialValues: { kind, targetId, reason: '', details: '' } as Record<string, unknown>,
  });
  const submit = form.onSubmit((report) =>
    file.mutate(report, {
      onSuccess: () => {
        toastSuccess(moderationTexts.sent, { subject: `report-${kind}-${targetId}` });
        onDone();
      },
    }),
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ErrorAlert>{file.error && errorMessage(file.error)}</ErrorAlert>
        <Radio.Group label={moderationTexts.reasonLabel} required {...form.getInputProps('reason')}>
          <Stack gap={6} mt={6}>
            {reportReasons.map((reason) => (
              <Radio key={reason} value={reason} label={reportReasonLabels[reason]} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label={moderationTexts.detailsLabel}
          autosize
          minRows={3}
          maxLength={REPORT_DETAILS_MAX_LENGTH}
          {...form.getInputProps('details')}
        />
        <DialogActions
          submitLabel={moderationTexts.send}
          onCancel={onDone}
          busy={file.isPending}
          color="red"
        />
      </Stack>
    </form>
  );
}
