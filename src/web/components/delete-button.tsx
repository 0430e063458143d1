import { ConfirmButton } from './confirm-button';

type Props = {
  /** Names what goes for screen readers: 'Delete category Books'. */
  label: string;
  /** The spec's question, asked first. */
  question: string;
  loading: boolean;
  onConfirm: () => void;
};

/** Delete, asked first. */
export function DeleteButton({ label, question, loading, onConfirm }: Props) {
  return (
    <ConfirmButton
      size="xs"
      color="red"
      variant="light"
      question={question}
      confirmLabel="Delete"
      loading={loading}
      aria-label={label}
      onConfirm={onConfirm}
    >
      Delete
    </ConfirmButton>
  );
}
