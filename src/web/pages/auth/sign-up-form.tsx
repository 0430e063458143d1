import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { type SignUp, signUpSchema } from '../../../domain/account';
import { PASSWORD_MIN_LENGTH } from '../../../domain/limits';
import { useSignUp } from '../../api/account';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';

export function SignUpForm({ onSignedUp }: { onSignedUp: (account: SignUp) => void }) {
  const signUp = useSignUp();
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const parsed = signUpSchema.safeParse({
      name: form.get('name'),
      email: form.get('email'),
      password: form.get('password'),
    });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Please check the form.');
      return;
    }
    setError(null);
    signUp.mutate(parsed.data, {
      onSuccess: () => onSignedUp(parsed.data),
      onError: (failure) => setError(errorMessage(failure, errorContexts.signUp)),
    });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput name="name" label="Full name" autoComplete="name" required />
        <TextInput name="email" type="email" label="Email" autoComplete="email" required />
        <PasswordInput
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
