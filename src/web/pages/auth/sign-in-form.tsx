import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { signInSchema } from '../../../domain/account';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { useSignIn } from '../../api/session';

export function SignInForm({ defaultEmail, onSignedIn }: { defaultEmail: string; onSignedIn: () => void }) {
  const signIn = useSignIn();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = signInSchema.safeParse({ email: form.get('email'), password: form.get('password') });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    setError(null);
    signIn.mutate(parsed.data, {
      onSuccess: onSignedIn,
      onError: (failure) => setError(errorMessage(failure, errorContexts.signIn)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Login">
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          name="email"
          type="email"
          label="Email"
          autoComplete="email"
          defaultValue={defaultEmail}
          required
        />
        <PasswordInput name="password" label="Password" autoComplete="current-password" required />
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
