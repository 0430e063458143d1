import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { forgotPasswordSchema } from '../../../domain/account';
import { useRequestPasswordReset } from '../../api/account';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';

export function ForgotPasswordPage() {
  const location = useLocation();
  const knownEmail = (location.state as { email?: unknown } | null)?.email;
  const request = useRequestPasswordReset();
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email: new FormData(event.currentTarget).get('email') });
    if (!parsed.success) {
      setError(errorMessage(parsed.error.issues[0]?.message, errorContexts.resetPassword));
      return;
    }
    setError(null);
    request.mutate(parsed.data, {
      onSuccess: () => setSentTo(parsed.data.email),
      onError: (failure) => setError(errorMessage(failure, errorContexts.resetPassword)),
    });
  };

  return (
    <Container size={440} py="xl">
      <Paper withBorder p="lg" shadow="sm">
        <form onSubmit={submit} noValidate aria-label="Forgot password">
          <Stack>
            <Title order={2}>Forgot password</Title>
            <Text c="dimmed" size="sm">
              Enter the email of your account and we will send you a link to choose a new password.
            </Text>
            {sentTo && (
              <Alert color="green" role="status">
                If an account exists for {sentTo}, we have sent it a link to reset the password. Check your
                email.
              </Alert>
            )}
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
              defaultValue={typeof knownEmail === 'string' ? knownEmail : ''}
              required
            />
            <Button type="submit" loading={request.isPending}>
              Send reset link
            </Button>
            <Anchor component={Link} to="/login" size="sm" ta="center">
              Back to login
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
