import {
  Alert,
  Anchor,
  Button,
  Container,
  Paper,
  PasswordInput,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { signInSchema } from '../../../domain/account';
import { useSignIn } from '../../api/session';

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
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
      onSuccess: () => navigate(from, { replace: true }),
      onError: (failure) => setError(`Sign in failed: ${failure.message}`),
    });
  };

  return (
    <Container size={420} py="xl">
      <Paper withBorder p="lg" shadow="sm">
        <form onSubmit={submit} noValidate>
          <Stack>
            <Title order={2}>Login</Title>
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <TextInput name="email" type="email" label="Email" autoComplete="email" required />
            <PasswordInput name="password" label="Password" autoComplete="current-password" required />
            <Button type="submit" loading={signIn.isPending}>
              Sign in
            </Button>
            <Anchor
              href="/"
              size="sm"
              ta="center"
              onClick={(event) => {
                event.preventDefault();
                navigate('/shop');
              }}
            >
              Continue browsing without an account
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
