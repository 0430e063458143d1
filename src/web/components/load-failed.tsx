import { Alert } from '@mantine/core';
import { type ErrorContext, errorMessage } from '../api/error-message';

type Props = { title?: string; error: Error; context?: ErrorContext };

/** A read that failed, in an alert: what went wrong in the words of the screen's error context. */
export function LoadFailed({ title, error, context }: Props) {
  return (
    <Alert color="red" title={title}>
      {errorMessage(error, context)}
    </Alert>
  );
}
