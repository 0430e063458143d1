import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import {
  type PayoutMode,
  type QueuedPayout,
  recordPayoutRequestSchema,
  refusePayoutRequestSchema,
} from '../../../../domain/payout';
import { payoutTexts } from '../../../../domain/payout-texts';
import { usePayoutAction } from '../../../api/payouts';
import { ConfirmButton } from '../../../components/confirm-button';
import { DialogActions } from '../../../components/form-dialog-button';
import { toastError, toastSuccess } from '../../../components/toast';
import { useSchemaForm } from '../../../forms/use-schema-form';

type Props = { payout: QueuedPayout; mode: PayoutMode };

/**
 * What the administrator may do with a waiting payout: Send (api), Record payout (manual, or unknown and left to
 * them), Refuse. A payout the reconciler still asks bKash about offers nothing: bKash may be paying it.
 */
export function PayoutActions({ payout, mode }: Props) {
  const act = usePayoutAction();
  const [dialog, setDialog] = useState<'record' | 'refuse' | null>(null);
  const subject = `payout-${payout.id}`;
  const fail = (title: string) => (error: unknown) => toastError(error, { subject, context: { title } });
  const canSend = mode === 'api' && payout.status === 'requested';
  const canRecord = payout.leftToAdministrator || (mode === 'manual' && payout.status === 'requested');
  const canRefuse = payout.status === 'requested' || payout.leftToAdministrator;
  return (
    <Group gap="xs">
      {canSend && (
        <ConfirmButton
          size="compact-sm"
          loading={act.isPending}
          question={payoutTexts.sendQuestion(payout.amount, payout.wallet)}
          confirmLabel={payoutTexts.send}
          aria-label={`${payoutTexts.send} payout #${payout.id}`}
          onConfirm={() =>
            act.mutate(
              { action: 'send', payoutId: payout.id },
              {
                onSuccess: ({ payout: sent }) =>
                  sent.status === 'paid'
                    ? toastSuccess(payoutTexts.sent(payout.id), { subject })
                    : toastError(new Error(sent.message ?? payoutTexts.statusLabels[sent.status]), {
                        subject,
                        context: { title: payoutTexts.sendFailed },
                      }),
                onError: fail(payoutTexts.sendFailed),
              },
            )
          }
        >
          {payoutTexts.send}
        </ConfirmButton>
      )}
      {canRecord && (
        <Button size="compact-sm" variant="light" onClick={() => setDialog('record')}>
          {payoutTexts.record}
        </Button>
      )}
      {canRefuse && (
        <Button size="compact-sm" variant="light" color="red" onClick={() => setDialog('refuse')}>
          {payoutTexts.refuse}
        </Button>
      )}
      <RecordDialog
        payout={payout}
        opened={dialog === 'record'}
        onClose={() => setDialog(null)}
        onSubmit={(values) =>
          act.mutate(
            { action: 'record', payoutId: payout.id, ...values },
            {
              onSuccess: () => {
                setDialog(null);
                toastSuccess(payoutTexts.recorded(payout.id), { subject });
              },
              onError: fail(payoutTexts.recordFailed),
            },
          )
        }
        busy={act.isPending}
      />
      <RefuseDialog
        payout={payout}
        opened={dialog === 'refuse'}
        onClose={() => setDialog(null)}
        onSubmit={(reason) =>
          act.mutate(
            { action: 'refuse', payoutId: payout.id, reason },
            {
              onSuccess: () => {
                setDialog(null);
                toastSuccess(payoutTexts.refused(payout.id), { subject });
              },
              onError: fail(payoutTexts.refuseFailed),
            },
          )
        }
        busy={act.isPending}
      />
    </Group>
  );
}

type DialogProps<Values> = {
  payout: QueuedPayout;
  opened: boolean;
  onClose: () => void;
  onSubmit: (values: Values) => void;
  busy: boolean;
};

function RecordDialog({
  payout,
  opened,
  onClose,
  onSubmit,
  busy,
}: DialogProps<{ trxId: string; reason?: string }>) {
  const form = useSchemaForm(recordPayoutRequestSchema, { initialValues: { trxId: '', reason: '' } });
  return (
    <Modal opened={opened} onClose={onClose} title={payoutTexts.recordTitle(payout.id)}>
      <form onSubmit={form.onSubmit((values) => onSubmit(values))}>
        <Stack>
          <TextInput label={payoutTexts.trxIdLabel} {...form.getInputProps('trxId')} data-autofocus />
          <TextInput label={payoutTexts.reasonLabel} {...form.getInputProps('reason')} />
          <DialogActions submitLabel={payoutTexts.record} onCancel={onClose} busy={busy} />
        </Stack>
      </form>
    </Modal>
  );
}

function RefuseDialog({ payout, opened, onClose, onSubmit, busy }: DialogProps<string>) {
  const form = useSchemaForm(refusePayoutRequestSchema, { initialValues: { reason: '' } });
  return (
    <Modal opened={opened} onClose={onClose} title={payoutTexts.refuseTitle(payout.id)}>
      <form onSubmit={form.onSubmit(({ reason }) => onSubmit(reason))}>
        <Stack>
          <TextInput label={payoutTexts.reasonLabel} {...form.getInputProps('reason')} data-autofocus />
          <DialogActions submitLabel={payoutTexts.refuse} onCancel={onClose} busy={busy} color="red" />
        </Stack>
      </form>
    </Modal>
  );
}
