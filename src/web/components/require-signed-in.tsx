import { Outlet } from 'react-router';
import { useLiveAccount } from '../realtime/use-live-account';
import { RequireUser } from './require-user';

/** Layout route for pages of signed-in people: a visitor goes to /login and comes back after signing in. */
export function RequireSignedIn() {
  return (
    <RequireUser>
      <LiveAccount />
      <Outlet />
    </RequireUser>
  );
}

/** Inside RequireUser, so the socket opens only for someone signed in. */
function LiveAccount() {
  useLiveAccount();
  return null;
}
