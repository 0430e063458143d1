import { Button, type ButtonProps, Group, Modal, type ModalProps } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';

type Props = {
  label: string;
  /** Names what the button acts on, where several such buttons share a page. */
  ariaLabel: string;
  title: string;
  color?: ButtonProps['color'];
  size?: ModalProps['size'];
  style?: CSSProperties;
  /** The dialog's form, drawn only while it is open, so that each opening starts afresh. */
  children: (close: () => void) => ReactNode;
};

/** A small button that opens a form in a dialog: a report, an offer. */
export function FormDialogButton({ label, ariaLabel, title, color, size, style, children }: Props) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button
        size="compact-sm"
        variant="light"
        color={color}
        style={style}
        onClick={open}
        aria-label={ariaLabel}
      >
        {label}
      </Button>
      <Modal opened={opened} onClose={close} title={title} centered size={size}>
        {opened && children(close)}
      </Modal>
    </>
  );
}

/** A dialog form's Cancel and its submit button. */
export function DialogActions({
  submitLabel,
  onCancel,
  busy,
  color,
}: {
  submitLabel: string;
  onCancel: () => void;
  busy: boolean;
  color?: ButtonProps['color'];
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" color={color} loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
