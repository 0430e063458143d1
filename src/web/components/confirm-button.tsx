import { Button, type ButtonProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { ConfirmDialog } from './confirm-dialog';

type Props = ButtonProps & {
  /** The spec's confirmation text, asked before anything happens. */
  question: string;
  onConfirm: (reason: string) => void;
  /** Asks why as well (ConfirmDialog). */
  reasonLabel?: string;
  children: ReactNode;
  /** Names the button for screen readers when its text alone is ambiguous in a list ('Delete'). */
  'aria-label'?: string;
  confirmLabel?: string;
  /** The button that closes the dialog without doing anything; rename it when the action itself is a cancel. */
  dismissLabel?: string;
};

/** A button that asks first (ConfirmDialog), and acts only once the person confirmed. */
export function ConfirmButton({
  question,
  onConfirm,
  children,
  confirmLabel = 'Confirm',
  dismissLabel = 'Cancel',
  reasonLabel,
  ...button
}: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button {...button} onClick={open}>
        {children}
      </Button>
      <ConfirmDialog
        opened={opened}
        question={question}
        confirmLabel={confirmLabel}
        dismissLabel={dismissLabel}
        color={button.color}
        reasonLabel={reasonLabel}
        onDismiss={close}
        onConfirm={(reason) => {
          close();
          onConfirm(reason);
        }}
      />
    </>
  );
}
