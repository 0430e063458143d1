import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { Link } from 'react-router';
import { signInSchema } from '../../../domain/account';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { useSignIn } from '../../api/session';
import { firstError, useSchemaForm } from '../../forms/use-schema-form';

export function SignInForm({ defaultEmail, onSignedIn }: { defaultEmail: string; onSignedIn: () => void }) {
  const signIn = useSignIn();
  const form = useSchemaForm(signInSchema, { initialValues: { email: defaultEmail, password: '' } });
  const error = firstError(form.errors) ?? (signIn.error && errorMessage(signIn.error, errorContexts.signIn));

  return (
    <form
      onSubmit={form.onSubmit((input) => signIn.mutate(input, { onSuccess: onSignedIn }), signIn.reset)}
      noValidate
      aria-label="Login"
    >
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
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
          autoComplete="current-password"
          required
        />
        <Button type="submit" loading={signIn.isPending}>
          Sign in
        </Button>
        <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
          Forgot your password?
        </Anchor>
      </Stack>
    </form>
  );
}
