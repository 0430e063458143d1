import { Button, PasswordInput, TextInput } from '@mantine/core';
import { type SignUp, signUpSchema } from '../../../domain/account';
import { PASSWORD_MIN_LENGTH } from '../../../domain/limits';
import { useSignUp } from '../../api/account';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { firstError, useSchemaForm } from '../../forms/use-schema-form';
import { AccountForm } from './account-form';
import { EmailInput } from './email-input';

type Props = {
  /** Every press of Sign up, valid or not. */
  onAttempt: () => void;
  onSignedUp: (account: SignUp) => void;
};

export function SignUpForm({ onAttempt, onSignedUp }: Props) {
  const signUp = useSignUp();
  const form = useSchemaForm(signUpSchema, { initialValues: { name: '', email: '', password: '' } });
  const error = firstError(form.errors) ?? (signUp.error && errorMessage(signUp.error, errorContexts.signUp));
  const submit = form.onSubmit(
    (account) => signUp.mutate(account, { onSuccess: () => onSignedUp(account) }),
    signUp.reset,
  );

  return (
    <AccountForm label="Sign up" error={error} onAttempt={onAttempt} onSubmit={submit}>
      <TextInput
        {...form.getInputProps('name', { withError: false })}
        name="name"
        label="Full name"
        autoComplete="name"
        required
      />
      <EmailInput {...form.getInputProps('email', { withError: false })} />
      <PasswordInput
        {...form.getInputProps('password', { withError: false })}
        name="password"
        label="Password"
        description={`At least ${PASSWORD_MIN_LENGTH} characters`}
        autoComplete="new-password"
        required
      />
      <Button type="submit" loading={signUp.isPending}>
        Sign up
      </Button>
    </AccountForm>
  );
}
