import { Button, type ButtonProps, Group, Modal, Text, TextInput } from '@mantine/core';
import { useState } from 'react';

type Props = {
  opened: boolean;
  /** The spec's question, asked before anything happens. */
  question: string;
  title?: string;
  confirmLabel: string;
  /** The button that closes the dialog without doing anything; rename it when the action itself is a cancel. */
  dismissLabel: string;
  /** Names the dialog's close icon for screen readers where it means more than closing ('Stay on the payment'). */
  closeLabel?: string;
  color?: ButtonProps['color'];
  /** Asks, below the question, why (an administrator's action on money); the answer goes to `onConfirm`. */
  reasonLabel?: string;
  onConfirm: (reason: string) => void;
  onDismiss: () => void;
};

/** The app's one confirmation: an accessible modal dialog instead of `window.confirm` (DESIGN). */
export function ConfirmDialog({
  opened,
  question,
  title = 'Please confirm',
  confirmLabel,
  dismissLabel,
  closeLabel,
  color = 'blue',
  reasonLabel,
  onConfirm,
  onDismiss,
}: Props) {
  const [reason, setReason] = useState('');
  return (
    <Modal
      opened={opened}
      onClose={onDismiss}
      title={title}
      closeButtonProps={closeLabel ? { 'aria-label': closeLabel } : undefined}
      centered
    >
      <Text>{question}</Text>
      {reasonLabel && (
        <TextInput
          mt="md"
          label={reasonLabel}
          value={reason}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onDismiss} data-autofocus>
          {dismissLabel}
        </Button>
        <Button
          color={color}
          onClick={() => {
            onConfirm(reason);
            setReason('');
          }}
        >
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
