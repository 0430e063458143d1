import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { resetPasswordFormSchema, resetPasswordSchema, resetSuccessText } from '../../../domain/account';
import { PASSWORD_RESET_REDIRECT_MS } from '../../../domain/limits';
import { useResetPassword } from '../../api/account';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(() => navigate('/login', { replace: true }), PASSWORD_RESET_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const fields = resetPasswordFormSchema.safeParse({
      password: form.get('password'),
      retype: form.get('retype'),
    });
    if (!fields.success) {
      const message = fields.error.issues[0]?.message;
      setError(
        message === 'Passwords do not match.' ? message : errorMessage(message, errorContexts.resetPassword),
      );
      return;
    }
    const input = resetPasswordSchema.safeParse({ token, newPassword: fields.data.password });
    if (!input.success) {
      setError(errorMessage(input.error.issues[0]?.message, errorContexts.resetPassword));
      return;
    }
    setError(null);
    reset.mutate(input.data, {
      onError: (failure) => setError(errorMessage(failure, errorContexts.resetPassword)),
    });
  };

  return (
    <Container size={440} py="xl">
      <Paper withBorder p="lg" shadow="sm">
        <form onSubmit={submit} noValidate aria-label="Reset password">
          <Stack>
            <Title order={2}>Reset password</Title>
            {reset.isSuccess && (
              <Alert color="green" role="status">
                {resetSuccessText}
              </Alert>
            )}
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <PasswordInput name="password" label="New password" autoComplete="new-password" required />
            <PasswordInput name="retype" label="Retype new password" autoComplete="new-password" required />
            <Button type="submit" loading={reset.isPending} disabled={reset.isSuccess}>
              Reset password
            </Button>
            <Anchor component={Link} to="/forgot-password" size="sm" ta="center">
              Request a new link
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
