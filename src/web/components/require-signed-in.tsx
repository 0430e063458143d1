import { Center, Loader } from '@mantine/core';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useMe } from '../api/session';

/** Pages for signed-in people: a visitor goes to /login and comes back here after signing in. */
export function RequireSignedIn() {
  const me = useMe();
  const location = useLocation();
  if (me.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  if (!me.data?.user) {
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  }
  return <Outlet />;
}
