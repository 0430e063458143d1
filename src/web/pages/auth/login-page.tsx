import { Alert, Anchor, Container, Paper, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { accountTexts } from '../../../domain/account-texts';
import { pages } from '../../../domain/pages';
import { useMe } from '../../api/session';
import { PageTitle } from '../../components/page-title';
import { confirmationNotice } from './confirmation-notice';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

type Mode = 'login' | 'signup';

/** Where to go after signing in: the page that sent the visitor here, never another site. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  const safe = typeof from === 'string' && from.startsWith('/') && !from.startsWith('//');
  return safe && !from.startsWith(pages.login.path()) ? from : pages.home.path();
}

export function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const [mode, setMode] = useState<Mode>('login');
  const [signedUpEmail, setSignedUpEmail] = useState<string | null>(null);
  // What a previous attempt (or the link that led here) announced goes with the next attempt, so an old
  // success never stands above a new error.
  const [noticesShown, setNoticesShown] = useState(true);
  const hideNotices = () => setNoticesShown(false);
  const notice = signedUpEmail || !noticesShown ? null : confirmationNotice(searchParams);
  const me = useMe();
  if (me.data?.user) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <Container size={440} py="xl">
      <Paper withBorder p="lg" shadow="sm">
        <Stack>
          <PageTitle>{mode === 'login' ? 'Login' : 'Sign up'}</PageTitle>
          {signedUpEmail && noticesShown && (
            <Alert color="green" role="status">
              {accountTexts.signUpSuccess}
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
                onAttempt={hideNotices}
                onSignedIn={() => navigate(returnPath(location.state), { replace: true })}
              />
            </Tabs.Panel>
            <Tabs.Panel value="signup">
              <SignUpForm
                onAttempt={hideNotices}
                onSignedUp={(account) => {
                  setSignedUpEmail(account.email);
                  setNoticesShown(true);
                  setMode('login');
                }}
              />
            </Tabs.Panel>
          </Tabs>
          <Anchor
            href={pages.shop.path()}
            size="sm"
            ta="center"
            onClick={(event) => {
              event.preventDefault();
              navigate(pages.shop.path());
            }}
          >
            Continue browsing without an account
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}
