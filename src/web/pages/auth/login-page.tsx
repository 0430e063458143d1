import { Alert, Anchor, Container, Paper, Stack, Tabs, Title } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { signUpSuccessText } from '../../../domain/account';
import { useMe } from '../../api/session';
import { confirmationNotice } from './confirmation-notice';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'login' | 'signup';

/** Where to go after signing in: the page that sent the visitor here, never another site. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const safe = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return safe && !from.startsWith('/login') ? from : '/';
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>('login');
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  const notice = signedUpEmail ? null : confirmationNotice(searchParams);
  const me = useMe();
  if (me.data?.user) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <Container size={440} py="xl">
      <Paper withBorder p="lg" shadow="sm">
        <Stack>
          <Title order={2}>{mode === 'login' ? 'Login' : 'Sign up'}</Title>
          {signedUpEmail && (
            <Alert color="green" role="status">
              {signUpSuccessText}
            </Alert>
          )}
          {notice && (
            <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
              {notice.text}
            </Alert>
          )}
          <Tabs
            value={mode}
            onChange={(value) => setMode(value === 'signup' ? 'signup' : 'login')}
            keepMounted={false}
          >
            <Tabs.List grow mb="md">
              <Tabs.Tab value="login">Login</Tabs.Tab>
              <Tabs.Tab value="signup">Sign up</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="login">
              <SignInForm
                defaultEmail={signedUpEmail ?? ''}
                onSignedIn={() => navigate(returnPath(location.state), { replace: true })}
              />
            </Tabs.Panel>
            <Tabs.Panel value="signup">
              <SignUpForm
                onSignedUp={(account) => {
                  setSignedUpEmail(account.email);
                  setMode('login');
                }}
              />
            </Tabs.Panel>
          </Tabs>
          <Anchor
            href="/shop"
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
      </Paper>
    </Container>
  );
}
