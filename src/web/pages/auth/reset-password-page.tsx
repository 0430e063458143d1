import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack } from '@mantine/core';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { resetPasswordFormSchema, resetPasswordSchema } from '../../../domain/account';
import { accountTexts } from '../../../domain/account-texts';
import { PASSWORD_RESET_REDIRECT_MS } from '../../../domain/limits';
import { pages } from '../../../domain/pages';
import { useResetPassword } from '../../api/account';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { ErrorAlert } from '../../components/error-alert';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';
import { firstError, useSchemaForm } from '../../forms/use-schema-form';

export function ResetPasswordPage() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const reset = useResetPassword();
  const form = useSchemaForm(resetPasswordFormSchema, { initialValues: { password: '', retype: '' } });

  useEffect(() => {
    if (!reset.isSuccess) return;
    const timer = setTimeout(
      () => navigate(pages.login.path(), { replace: true }),
      PASSWORD_RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [reset.isSuccess, navigate]);

  const submit = form.onSubmit(({ password }) => {
    // The token comes from the link, not a field: the request's own schema checks it.
    const input = resetPasswordSchema.safeParse({ token, newPassword: password });
    if (!input.success) {
      form.setErrors({ token: input.error.issues[0]?.message });
      return;
    }
    reset.mutate(input.data);
  }, reset.reset);

  const problem = firstError(form.errors);
  const failure = problem ?? reset.error;
  // SPEC section 5 words the mismatch alone; every other failure reads 'Error: …' (section 8).
  const error =
    problem === accountTexts.passwordMismatch
      ? problem
      : failure && errorMessage(failure, errorContexts.resetPassword);

  return (
    <Container size={440} py="xl">
      <Paper withBorder p="lg" shadow="sm">
        <form onSubmit={submit} noValidate aria-label="Reset password">
          <Stack>
            <PageTitle>Reset password</PageTitle>
            {reset.isSuccess && (
              <Alert color="green" role="status">
                {accountTexts.resetSuccess}
              </Alert>
            )}
            <ErrorAlert>{error}</ErrorAlert>
            <PasswordInput
              {...form.getInputProps('password', { withError: false })}
              name="password"
              label="New password"
              autoComplete="new-password"
              required
            />
            <PasswordInput
              {...form.getInputProps('retype', { withError: false })}
              name="retype"
              label="Retype new password"
              autoComplete="new-password"
              required
            />
            <Button type="submit" loading={reset.isPending} disabled={reset.isSuccess}>
              Reset password
            </Button>
            <Anchor component={Link} to={pages.forgotPassword.path()} size="sm" ta="center">
              Request a new link
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
