import { Outlet } from 'react-router';
import { RequireUser } from './require-user';

/** Layout route for pages of signed-in people: a visitor goes to /login and comes back after signing in. */
export function RequireSignedIn() {
  return (
    <RequireUser>
      <Outlet />
    </RequireUser>
  );
}
