import { Button, type ButtonProps, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';

type Props = ButtonProps & {
  /** The spec's confirmation text, asked before anything happens. */
  question: string;
  onConfirm: () => void;
  children: ReactNode;
  /** Names the button for screen readers when its text alone is ambiguous in a list ('Delete'). */
  'aria-label'?: string;
  confirmLabel?: string;
  /** The button that closes the dialog without doing anything; rename it when the action itself is a cancel. */
  dismissLabel?: string;
};

/** A button that asks first, in an accessible modal dialog instead of `window.confirm` (DESIGN). */
export function ConfirmButton({
  question,
  onConfirm,
  children,
  confirmLabel = 'Confirm',
  dismissLabel = 'Cancel',
  ...button
}: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...button} onClick={open}>
        {children}
      </Button>
      <Modal opened={opened} onClose={close} title="Please confirm" centered>
        <Text>{question}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={close} data-autofocus>
            {dismissLabel}
          </Button>
          <Button
            color={button.color ?? 'blue'}
            onClick={() => {
              close();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
