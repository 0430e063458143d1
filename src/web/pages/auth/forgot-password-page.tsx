import { Alert, Anchor, Button, Container, Paper, Stack, Text } from '@mantine/core';
import { useLocation } from 'react-router';
import { forgotPasswordSchema } from '../../../domain/account';
import { pages } from '../../../domain/pages';
import { useRequestPasswordReset } from '../../api/account';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { ErrorAlert } from '../../components/error-alert';
import { Link } from '../../components/link';
import { PageTitle } from '../../components/page-title';
import { firstError, useSchemaForm } from '../../forms/use-schema-form';
import { EmailInput } from './email-input';

export function ForgotPasswordPage() {
  const location = useLocation();
  const knownEmail = (location.state as { email?: unknown } | null)?.email;
  const request = useRequestPasswordReset();
  const form = useSchemaForm(forgotPasswordSchema, {
    initialValues: { email: typeof knownEmail === 'string' ? knownEmail : '' },
  });
  const failure = firstError(form.errors) ?? request.error;
  const sentTo = request.isSuccess ? request.variables.email : null;

  return (
    <Container size={440} py="xl">
      <Paper withBorder p="lg" shadow="sm">
        <form
          onSubmit={form.onSubmit((input) => request.mutate(input), request.reset)}
          noValidate
          aria-label="Forgot password"
        >
          <Stack>
            <PageTitle>Forgot password</PageTitle>
            <Text c="dimmed" size="sm">
              Enter the email of your account and we will send you a link to choose a new password.
            </Text>
            {sentTo && (
              <Alert color="green" role="status">
                If an account exists for {sentTo}, we have sent it a link to reset the password. Check your
                email.
              </Alert>
            )}
            <ErrorAlert>{failure && errorMessage(failure, errorContexts.resetPassword)}</ErrorAlert>
            <EmailInput {...form.getInputProps('email', { withError: false })} />
            <Button type="submit" loading={request.isPending}>
              Send reset link
            </Button>
            <Anchor component={Link} to={pages.login.path()} size="sm" ta="center">
              Back to login
            </Anchor>
          </Stack>
        </form>
      </Paper>
    </Container>
  );
}
