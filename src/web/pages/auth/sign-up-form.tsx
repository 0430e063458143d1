import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type SignUp, signUpSchema } from '../../../domain/account';
import { PASSWORD_MIN_LENGTH } from '../../../domain/limits';
import { useSignUp } from '../../api/account';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { firstError, useSchemaForm } from '../../forms/use-schema-form';

export function SignUpForm({ onSignedUp }: { onSignedUp: (account: SignUp) => void }) {
  const signUp = useSignUp();
  const form = useSchemaForm(signUpSchema, { initialValues: { name: '', email: '', password: '' } });
  const error = firstError(form.errors) ?? (signUp.error && errorMessage(signUp.error, errorContexts.signUp));

  return (
    <form
      onSubmit={form.onSubmit(
        (account) => signUp.mutate(account, { onSuccess: () => onSignedUp(account) }),
        signUp.reset,
      )}
      noValidate
      aria-label="Sign up"
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          {...form.getInputProps('name', { withError: false })}
          name="name"
          label="Full name"
          autoComplete="name"
          required
        />
        <TextInput
          {...form.getInputProps('email', { withError: false })}
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          required
        />
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
      </Stack>
    </form>
  );
}
