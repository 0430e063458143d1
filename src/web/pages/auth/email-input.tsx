import { TextInput, type TextInputProps } from '@mantine/core';

/** The account email field of the sign-in, sign-up and reset forms. */
export function EmailInput(props: TextInputProps) {
  return <TextInput {...props} name="email" type="email" label="Email" autoComplete="email" required />;
}
