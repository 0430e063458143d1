import { Anchor, Button, PasswordInput } from '@mantine/core';
import { signInSchema } from '../../../domain/account';
import { pages } from '../../../domain/pages';
import { errorContexts } from '../../api/error-contexts';
import { errorMessage } from '../../api/error-message';
import { useSignIn } from '../../api/sign-in-out';
import { Link } from '../../components/link';
import { firstError, useSchemaForm } from '../../forms/use-schema-form';
import { AccountForm } from './account-form';
import { EmailInput } from './email-input';

type Props = {
  defaultEmail: string;
  /** Every press of Sign in, valid or not. */
  onAttempt: () => void;
  onSignedIn: () => void;
};

export function SignInForm({ defaultEmail, onAttempt, onSignedIn }: Props) {
  const signIn = useSignIn();
  const form = useSchemaForm(signInSchema, { initialValues: { email: defaultEmail, password: '' } });
  const error = firstError(form.errors) ?? (signIn.error && errorMessage(signIn.error, errorContexts.signIn));
  const submit = form.onSubmit((input) => signIn.mutate(input, { onSuccess: onSignedIn }), signIn.reset);

  return (
    <AccountForm label="Login" error={error} onAttempt={onAttempt} onSubmit={submit}>
      <EmailInput {...form.getInputProps('email', { withError: false })} />
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
      <Anchor component={Link} to={pages.forgotPassword.path()} size="sm" ta="center">
        Forgot your password?
      </Anchor>
    </AccountForm>
  );
}
