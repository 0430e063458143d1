import { ConfirmButton } from './confirm-button';

type Props = {
  /** Names what goes for screen readers: 'Delete category Books'. */
  label: string;
  /** The spec's question, asked first. */
  question: string;
  loading: boolean;
  /** Asks why too (an administrator's delete, kept in the audit log). */
  reasonLabel?: string;
  onConfirm: (reason: string) => void;
};

/** Delete, asked first. */
export function DeleteButton({ label, question, loading, reasonLabel, onConfirm }: Props) {
  return (
    <ConfirmButton
      size="xs"
      color="red"
      variant="light"
      question={question}
      confirmLabel="Delete"
      loading={loading}
      aria-label={label}
      reasonLabel={reasonLabel}
      onConfirm={onConfirm}
    >
      Delete
    </ConfirmButton>
  );
}
