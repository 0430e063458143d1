import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '../../components/error-alert';

type Props = {
  /** The form's accessible name. */
  label: string;
  /** What the last attempt was refused for, shown above the fields. */
  error: ReactNode;
  /** Every press of the submit button, valid or not: the page clears what it announced before. */
  onAttempt: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
};

/** The frame of the sign-in and sign-up forms: one error above the fields, checked by the form, not the browser. */
export function AccountForm({ label, error, onAttempt, onSubmit, children }: Props) {
  return (
    <form
      onSubmit={(event) => {
        onAttempt();
        onSubmit(event);
      }}
      noValidate
      aria-label={label}
    >
      <Stack>
        <ErrorAlert>{error}</ErrorAlert>
        {children}
      </Stack>
    </form>
  );
}
